import type { TrackingAlert } from "@haulwise/domain";
import { BellRingIcon, ChevronDownIcon } from "lucide-react";
import { useId, useState } from "react";
import { timeAgo } from "@/lib/format";
import { t } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { alertText } from "./alert-text";

const SHOWN = 3;

/** Wide enough that the open list leaves most of the map in view (Tailwind's `sm`). */
const OPEN_FROM = "(min-width: 40rem)";

const startsOpen = () =>
  typeof window.matchMedia !== "function" || window.matchMedia(OPEN_FROM).matches;

/**
 * The company's open alerts over its map, newest first. On a phone they fold to one line
 * ("Alerts (4)") that opens on request, so the bottom of the map stays in view; wider screens
 * start with them open.
 */
export function AlertsOverlay({
  alerts,
  onSelectDriver,
}: {
  alerts: readonly TrackingAlert[];
  onSelectDriver: (driverId: string) => void;
}) {
  const listId = useId();
  const [open, setOpen] = useState(startsOpen);
  if (alerts.length === 0) return null;
  const newest = [...alerts].sort((a, b) => b.openedAt.localeCompare(a.openedAt));
  return (
    <section
      aria-label={t("map.alerts.label")}
      className="pointer-events-auto grid max-w-sm gap-1 rounded-lg bg-background/95 p-1 text-sm shadow-md ring-1 ring-orange-300 dark:ring-orange-800"
    >
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-1.5 rounded-md px-2 py-1 font-semibold outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <BellRingIcon aria-hidden="true" className="size-4 text-primary" />
          {t("map.alerts.toggle", { count: alerts.length })}
          <ChevronDownIcon
            aria-hidden="true"
            className={cn("ml-auto size-4 transition-transform", open ? "rotate-0" : "-rotate-90")}
          />
        </button>
      </h3>
      {open ? (
        <div id={listId} className="grid gap-1 px-1 pb-1">
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
            <p className="px-1 text-muted-foreground">
              {t("map.alerts.more", { count: alerts.length - SHOWN })}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
