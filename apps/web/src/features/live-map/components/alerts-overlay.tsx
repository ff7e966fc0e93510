import type { TrackingAlert } from "@haulwise/domain";
import { BellRingIcon } from "lucide-react";
import { timeAgo } from "@/lib/format";
import { alertText } from "./alert-text";

const SHOWN = 3;

/** The company's open alerts over its map, newest first. */
export function AlertsOverlay({
  alerts,
  onSelectDriver,
}: {
  alerts: readonly TrackingAlert[];
  onSelectDriver: (driverId: string) => void;
}) {
  if (alerts.length === 0) return null;
  const newest = [...alerts].sort((a, b) => b.openedAt.localeCompare(a.openedAt));
  return (
    <section
      aria-label="Tracking alerts"
      className="pointer-events-auto grid max-w-sm gap-1 rounded-lg bg-background/95 p-2 text-sm shadow-md ring-1 ring-orange-300 dark:ring-orange-800"
    >
      <h3 className="flex items-center gap-1.5 px-1 font-semibold">
        <BellRingIcon aria-hidden="true" className="size-4 text-primary" />
        Alerts ({alerts.length})
      </h3>
      <ul className="grid gap-0.5">
        {newest.slice(0, SHOWN).map((alert) => (
          <li key={alert.id}>
            <button
              type="button"
              className="w-full rounded-md px-1 py-0.5 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
              onClick={() => onSelectDriver(alert.driverId)}
            >
              {alertText(alert)}{" "}
              <span className="text-muted-foreground">· {timeAgo(alert.openedAt)}</span>
            </button>
          </li>
        ))}
      </ul>
      {alerts.length > SHOWN ? (
        <p className="px-1 text-muted-foreground">and {alerts.length - SHOWN} more</p>
      ) : null}
    </section>
  );
}
