import { TruckIcon } from "lucide-react";
import { cn } from "@/lib/utils";

export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold", className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <TruckIcon aria-hidden="true" className="size-5" />
      </span>
      {showName ? <span className="text-lg tracking-tight">Haulwise</span> : null}
    </span>
  );
}
