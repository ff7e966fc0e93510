import { TruckIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** The product's name, the same in every language. */
const PRODUCT_NAME = "Haulwise";

export function Logo({
  className,
  showName = true,
  nameClassName,
}: {
  className?: string;
  showName?: boolean;
  /** Classes for the name beside the mark, e.g. to hide it where the row is narrow. */
  nameClassName?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold", className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <TruckIcon aria-hidden="true" className="size-5" />
      </span>
      {showName ? (
        <span className={cn("text-lg tracking-tight", nameClassName)}>{PRODUCT_NAME}</span>
      ) : null}
    </span>
  );
}
