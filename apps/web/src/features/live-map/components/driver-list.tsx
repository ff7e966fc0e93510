import type { LivePosition } from "@haulwise/domain";
import { ChevronDownIcon } from "lucide-react";
import { memo, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { isStalePosition, markerLookOf, STALE_OPACITY } from "../map/marker-style";
import { activityOf, haulPhaseOf, lastUpdateOf, titleOf } from "./describe-position";

/** Up to this many drivers the list starts open; a big fleet's list opens on request. */
const OPEN_UP_TO = 10;

const DriverRow = memo(function DriverRow({
  position,
  now,
  selected,
  onSelect,
  driverPath,
}: {
  position: LivePosition;
  driverPath?: (driverId: string) => string;
  /** The time now (ms): the row is read again as it ticks. */
  now: number;
  selected: boolean;
  onSelect: (driverId: string | null) => void;
}) {
  const t = useT();
  const look = markerLookOf(position.state);
  const haul = haulPhaseOf(position);
  const stale = isStalePosition(position, now);
  return (
    <li className={cn("flex flex-wrap items-center gap-3 p-3", selected && "bg-accent")}>
      <span
        aria-hidden="true"
        data-stale={stale || undefined}
        className="size-3 shrink-0 rounded-full"
        style={{ backgroundColor: look.fill, opacity: stale ? STALE_OPACITY : undefined }}
      />
      <div className="grid min-w-0 flex-1 basis-48">
        <span className="font-medium break-words">{titleOf(position)}</span>
        <span className="text-sm text-muted-foreground">
          {activityOf(position, new Date(now))}
          {haul ? ` · ${haul}` : ""} · {lastUpdateOf(position)}
        </span>
      </div>
      {driverPath ? (
        <Button asChild size="sm" variant="ghost">
          <Link
            to={driverPath(position.driverId)}
            aria-label={t("map.driverPageOf", { name: position.name })}
          >
            {t("map.driverPage")}
          </Link>
        </Button>
      ) : null}
      <Button
        size="sm"
        variant={selected ? "secondary" : "outline"}
        aria-pressed={selected}
        aria-label={t("map.showNamed", { name: position.name })}
        onClick={() => onSelect(selected ? null : position.driverId)}
      >
        {t("map.show")}
      </Button>
    </li>
  );
});

/**
 * The map's markers as a list, for keyboards and screen readers (canvas markers cannot be
 * focused) and for anyone who would rather read than look. Choosing a driver selects them on
 * the map, which opens their info window and shows the day's trail.
 */
export function DriverList({
  positions,
  now,
  selectedDriverId,
  onSelect,
  emptyText,
  driverPath,
}: {
  positions: readonly LivePosition[];
  driverPath?: (driverId: string) => string;
  now: number;
  selectedDriverId: string | null;
  onSelect: (driverId: string | null) => void;
  emptyText: string;
}) {
  const t = useT();
  const listId = useId();
  const [open, setOpen] = useState<boolean | null>(null);
  const shown = open ?? positions.length <= OPEN_UP_TO;
  return (
    <div className="grid gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start"
        aria-expanded={shown}
        aria-controls={listId}
        onClick={() => setOpen(!shown)}
      >
        <ChevronDownIcon
          aria-hidden="true"
          className={cn("transition-transform", shown ? "rotate-0" : "-rotate-90")}
        />
        {t("map.listToggle", { count: positions.length })}
      </Button>
      {shown ? (
        positions.length === 0 ? (
          <p
            id={listId}
            className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground"
          >
            {emptyText}
          </p>
        ) : (
          <ul id={listId} aria-label={t("map.listLabel")} className="divide-y rounded-lg border">
            {positions.map((position) => (
              <DriverRow
                key={position.driverId}
                position={position}
                now={now}
                selected={position.driverId === selectedDriverId}
                onSelect={onSelect}
                driverPath={driverPath}
              />
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
