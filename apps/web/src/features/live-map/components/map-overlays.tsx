import { type LivePosition, messages } from "@haulwise/domain";
import { AlertTriangleIcon, TruckIcon, UsersIcon } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router";
import {
  DeferredTrigger,
  deferredOverlay,
  useDeferredOverlay,
} from "@/components/deferred-overlay";
import { announcedAsButton, Button } from "@/components/ui/button";
import { t, translateMessage } from "@/lib/i18n";

import { markerLooks, STALE_OPACITY, STALE_POSITION_MS, stateWordOf } from "../map/marker-style";

// Only a contractor over their plan's limit sees it: its dialog and form are not part of
// every map (a driver's own included).
const liveDriversChooser = deferredOverlay(
  () => import("./live-drivers-chooser"),
  "LiveDriversChooser",
);
const LiveDriversChooser = liveDriversChooser.Component;

function ChooseDrivers({ limit }: { limit: number }) {
  const chooser = useDeferredOverlay(liveDriversChooser);
  const trigger = (
    <Button size="sm" variant="outline">
      <UsersIcon aria-hidden="true" />
      {translateMessage(messages.tracking.chooseLiveDrivers)}
    </Button>
  );
  if (!chooser.wanted) {
    return (
      <DeferredTrigger popup="dialog" onOpen={chooser.want} onPrepare={chooser.prepare}>
        {trigger}
      </DeferredTrigger>
    );
  }
  return (
    <Suspense fallback={trigger}>
      <LiveDriversChooser limit={limit} trigger={trigger} defaultOpen />
    </Suspense>
  );
}

/** 'n drivers' on the map, or 'n/total drivers' when the plan shows fewer than the company has. */
export function CountChip({ shown, total }: { shown: number; total: number }) {
  return (
    <p className="pointer-events-auto flex items-center gap-1.5 rounded-full bg-background/95 px-3 py-1 text-sm font-semibold shadow-md ring-1 ring-border">
      <TruckIcon aria-hidden="true" className="size-4 text-primary" />
      <span aria-hidden="true" data-testid="driver-count">
        {shown < total ? t("map.countOf", { shown, total }) : t("map.count", { shown })}
      </span>
      <span className="sr-only">
        {shown < total ? t("map.countOfSpoken", { shown, total }) : t("map.count", { shown })}
      </span>
    </p>
  );
}

/** Spec part 2 §2: how many drivers have stayed in one place for 10 minutes or more. */
export function InactiveNotice({ positions }: { positions: readonly LivePosition[] }) {
  const inactive = positions.filter((position) => position.state === "idle").length;
  if (inactive === 0) return null;
  return (
    <p className="pointer-events-auto flex items-center gap-1.5 rounded-md bg-orange-100 px-3 py-1.5 text-sm font-medium text-orange-950 shadow-md ring-1 ring-orange-300 dark:bg-orange-950 dark:text-orange-100 dark:ring-orange-800">
      <AlertTriangleIcon aria-hidden="true" className="size-4 shrink-0" />
      {t("map.inactive", { count: inactive })}
    </p>
  );
}

/**
 * Shown while the plan keeps some drivers off the map: the server decides who is shown, by
 * the contractor's choice (Choose drivers) and then its default order.
 */
export function PlanBanner({ limit, total }: { limit: number | null; total: number }) {
  if (limit === null || total <= limit) return null;
  return (
    <div className="pointer-events-auto flex flex-wrap items-center justify-between gap-2 rounded-lg bg-background/95 px-3 py-2 text-sm shadow-md ring-1 ring-border">
      <p className="font-medium">{t("map.planLimit", { limit, total })}</p>
      <div className="flex flex-wrap gap-2">
        <ChooseDrivers limit={limit} />
        <Button asChild {...announcedAsButton} size="sm">
          <Link to="/subscription">{translateMessage(messages.tracking.upgradePlan)}</Link>
        </Button>
      </div>
    </div>
  );
}

/** What each marker colour, and a faded marker, means, in words as well as colour. */
export function MapLegend() {
  const entries = [
    { ...markerLooks.moving, words: stateWordOf("moving") },
    { ...markerLooks.idle, words: stateWordOf("idle") },
    { ...markerLooks.paused, words: t("map.legendPaused") },
  ];
  return (
    <ul
      aria-label={t("map.legend")}
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
    >
      {entries.map((look) => (
        <li key={look.label} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-3 rounded-full ring-2 ring-background"
            style={{ backgroundColor: look.fill }}
          />
          {look.words}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="size-3 rounded-full ring-2 ring-background"
          style={{ backgroundColor: markerLooks.moving.fill, opacity: STALE_OPACITY }}
        />
        {t("map.legendStale", { minutes: STALE_POSITION_MS / 60_000 })}
      </li>
    </ul>
  );
}
