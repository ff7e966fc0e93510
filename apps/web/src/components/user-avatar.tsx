import { initialsOf } from "@haulwise/domain";
import { useState } from "react";
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
  // The picture shows once it has loaded; until then, or if it fails, the initials do.
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const rounded = shape === "square" ? "rounded-lg" : "rounded-full";
  const showsPicture = Boolean(src) && loaded === src;
  return (
    <span
      data-slot="avatar"
      className={cn("relative flex shrink-0 overflow-hidden", sizes[size], rounded, className)}
    >
      {src && failed !== src ? (
        <img
          src={src}
          alt={name}
          hidden={!showsPicture}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
          className={cn("aspect-square size-full object-cover", rounded)}
        />
      ) : null}
      {showsPicture ? null : (
        <span
          className={cn("flex size-full items-center justify-center font-bold text-white", rounded)}
          style={{ backgroundColor: readableAvatarColour(name) }}
          aria-label={name}
          role="img"
        >
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}
