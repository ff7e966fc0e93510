import { initialsOf } from "@haulwise/domain";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { readableAvatarColour } from "@/lib/avatar-colour";
import { cn } from "@/lib/utils";

/** Spec part 1 §2: small h-16, medium h-24, large h-32; "xs" is the top bar's menu button. */
const sizes = {
  xs: "size-8 text-xs",
  sm: "size-16 text-xl",
  md: "size-24 text-3xl",
  lg: "size-32 text-4xl",
} as const;

export type UserAvatarProps = {
  name: string;
  src?: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
  /** Square corners suit company logos better than a circle. */
  shape?: "circle" | "square";
};

/**
 * The picture when there is one, otherwise initials on a colour derived from the name,
 * drawn locally so no name ever leaves the browser for an avatar service.
 */
export function UserAvatar({
  name,
  src,
  size = "sm",
  className,
  shape = "circle",
}: UserAvatarProps) {
  const rounded = shape === "square" ? "rounded-lg" : "rounded-full";
  return (
    <Avatar className={cn(sizes[size], rounded, className)}>
      {src ? <AvatarImage src={src} alt={name} className={rounded} /> : null}
      <AvatarFallback
        className={cn("font-bold text-white", rounded)}
        style={{ backgroundColor: readableAvatarColour(name) }}
        aria-label={name}
        role="img"
      >
        {initialsOf(name)}
      </AvatarFallback>
    </Avatar>
  );
}
