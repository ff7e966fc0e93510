import type { TrackingState } from "@haulwise/domain";
import { timeAgo } from "@/lib/format";
import { currentLocale, t } from "@/lib/i18n";
import { trackingStateWord } from "@/lib/tracking-state-words";
import { cn } from "@/lib/utils";

/** The live map's colours: red moving, orange idle, grey when the phone is not reporting. */
const dots: Record<TrackingState, string> = {
  moving: "bg-red-600",
  idle: "bg-orange-500",
  paused: "bg-stone-500",
  stopped: "bg-stone-500",
  off_duty: "bg-transparent ring-1 ring-stone-400 ring-inset",
};

/** What the live map shows of a driver now, in words beside its marker's colour. */
export function TrackingStateLabel({
  state,
  className,
}: {
  state: TrackingState;
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-1.5 whitespace-nowrap", className)}>
      <span aria-hidden="true" className={cn("size-2 shrink-0 rounded-full", dots[state])} />
      {trackingStateWord(state)}
    </span>
  );
}

/** When the driver's tracker app last reported, for drivers who use one. */
export function TrackerReportLabel({ at, className }: { at: string | null; className?: string }) {
  if (at === null) return null;
  return (
    <time dateTime={at} title={new Date(at).toLocaleString(currentLocale())} className={className}>
      {t("messages.tracking.trackerReportShort", { ago: timeAgo(at) })}
    </time>
  );
}
