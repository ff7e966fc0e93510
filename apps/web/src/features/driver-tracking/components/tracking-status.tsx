import {
  CircleOffIcon,
  CloudOffIcon,
  Loader2Icon,
  type LucideIcon,
  MapPinOffIcon,
  PauseCircleIcon,
  RadioIcon,
} from "lucide-react";
import { useNow } from "@/hooks/use-now";
import { usePermission } from "@/hooks/use-permission";
import { clock } from "@/lib/clock";
import { cn } from "@/lib/utils";
import { useTrackerState } from "../tracker/driver-tracker";
import { type StatusTone, statusLineOf } from "../tracker/status-line";

const looks: Record<StatusTone, { icon: LucideIcon; className: string; spin?: boolean }> = {
  off: { icon: CircleOffIcon, className: "text-muted-foreground" },
  starting: { icon: Loader2Icon, className: "text-muted-foreground", spin: true },
  sharing: { icon: RadioIcon, className: "text-emerald-700 dark:text-emerald-400" },
  waiting: { icon: CloudOffIcon, className: "text-amber-800 dark:text-amber-300" },
  paused: { icon: PauseCircleIcon, className: "text-amber-800 dark:text-amber-300" },
  problem: { icon: MapPinOffIcon, className: "text-destructive" },
};

/**
 * The driver's one-line answer to "is my position getting through?". The line counts
 * seconds; screen readers hear it when its meaning changes.
 */
export function TrackingStatus({ onDuty, className }: { onDuty: boolean; className?: string }) {
  const tracker = useTrackerState();
  const location = usePermission("geolocation");
  const ticking = onDuty && tracker.lastSentAt !== null;
  const now = useNow(1_000, ticking);
  const status = statusLineOf({
    onDuty,
    permission: location.state,
    supported: location.supported,
    tracker,
    now: ticking ? now : clock.nowMs(),
  });
  const { icon: Icon, className: tone, spin } = looks[status.tone];
  // The part after the announcement (the ticking seconds) is hidden from screen readers, so
  // the live region speaks when the line changes meaning, not every second.
  const seconds = status.text.startsWith(status.announcement)
    ? status.text.slice(status.announcement.length)
    : "";
  return (
    <div className={cn("flex items-start gap-2 text-sm font-medium", tone, className)}>
      <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", spin && "animate-spin")} />
      <p role="status">
        {seconds ? status.announcement : status.text}
        {seconds ? <span aria-hidden="true">{seconds}</span> : null}
      </p>
    </div>
  );
}
