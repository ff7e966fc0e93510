import { messages } from "@haulwise/domain";
import { CircleHelpIcon, SatelliteIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Switch } from "@/components/ui/switch";
import { useNow } from "@/hooks/use-now";
import { timeAgo } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useTrackerState } from "../tracker/driver-tracker";
import { TrackingStatus } from "./tracking-status";
import { useShift } from "./use-shift";

const m = messages.tracking;

/** A tracker app's last report: while its reports arrive, they keep the driver on duty. */
function TrackerReport({ at }: { at: string }) {
  useNow(30_000);
  return (
    <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
      <SatelliteIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        <time dateTime={at} title={new Date(at).toLocaleString()}>
          {t("messages.tracking.trackerReported", { ago: timeAgo(at) })}
        </time>{" "}
        {translateMessage(m.trackerKeepsOnDuty)}
      </span>
    </p>
  );
}

/**
 * The shift control at the top of the driver's dashboard: the on-duty switch, the status line
 * saying whether the driver's position is getting through, and what keeps it going. Going on
 * duty starts sharing (and asks for location if the driver never decided); going off duty
 * tells the contractor sharing stopped. Both work without signal and reach the server later.
 */
export function ShiftControl({ className }: { className?: string }) {
  const id = useId();
  const shift = useShift();
  const tracker = useTrackerState();
  const [changing, setChanging] = useState(false);

  async function handleChange(next: boolean) {
    setChanging(true);
    try {
      await shift.setOnDuty(next);
      toast.success(next ? messages.drivers.dutyOn : messages.drivers.dutyOff, {
        id: "duty",
        description: navigator.onLine ? undefined : messages.drivers.dutyWithoutSignal,
      });
    } catch (error) {
      console.error(error);
      toast.error(messages.drivers.dutyChangeFailed, { id: "duty" });
    } finally {
      setChanging(false);
    }
  }

  const sharing = shift.onDuty && tracker.active;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "grid gap-3 rounded-lg border bg-card p-4 shadow-sm",
        shift.onDuty && "border-primary/40",
        className,
      )}
    >
      <div className="flex items-center justify-between gap-4">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="font-semibold">
            {t("driver.shift.title")}
          </h2>
          <TrackingStatus onDuty={shift.onDuty} />
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <label htmlFor={id} className="cursor-pointer text-sm font-medium whitespace-nowrap">
            {t("driver.shift.onDuty")}
          </label>
          <Switch
            id={id}
            className="h-7 w-12 [&>span]:size-6"
            checked={shift.onDuty}
            disabled={shift.loading || changing}
            onCheckedChange={(next) => void handleChange(next)}
          />
        </div>
      </div>
      <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
        <CircleHelpIcon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span>
          {sharing
            ? translateMessage(tracker.wakeLock === "held" ? m.screenStaysOn : m.screenMayLock)
            : null}
          {sharing ? null : translateMessage(m.sharesWhileOpen)}{" "}
          <Link
            to="/help#sharing-your-location"
            className="font-medium underline underline-offset-2"
          >
            {t("driver.shift.howSharingWorks")}
          </Link>
        </span>
      </p>
      {shift.trackerReportAt ? <TrackerReport at={shift.trackerReportAt} /> : null}
    </section>
  );
}
