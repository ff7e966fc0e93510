import {
  driverNameOf,
  type HaulStatus,
  type LivePosition,
  type MarkerReading,
  trackingStateOf,
  truckNameOf,
} from "@haulwise/domain";
import type { ReadingColumn } from "../../db/schema.js";
import type { EventBus } from "../../events/bus.js";
import type { DriverPositionRow } from "./driver-positions.repo.js";
import { markerReadingsOf } from "./fix-readings.js";

/**
 * Everything a live map marker is made of: the driver's track row and who they are, as the
 * live reads select them (driver-positions.repo.ts) and as ingest has them after a write.
 */
export type MarkerSource = Pick<
  DriverPositionRow,
  | "driver_id"
  | "latitude"
  | "longitude"
  | "recorded_at"
  | "last_seen_at"
  | "anchor_since"
  | "interruption"
  | ReadingColumn<MarkerReading>
> & {
  first_name: string | null;
  last_name: string | null;
  on_duty: boolean | number;
  truck_id: string | null;
  truck_number: string | null;
  make: string | null;
  model: string | null;
};

/**
 * The marker, the one place it is made: position, the readings it shows, the state as of
 * `now`, since when an idle driver stayed put, and the truck they drive.
 */
export function livePositionOf(source: MarkerSource, now: Date): LivePosition {
  const state = trackingStateOf({
    onDuty: Boolean(source.on_duty),
    lastSeenAt: source.last_seen_at,
    anchorSince: source.anchor_since,
    interruption: source.interruption,
    now,
  });
  const { truck_id, truck_number, make, model } = source;
  return {
    driverId: source.driver_id,
    name: driverNameOf(source.first_name, source.last_name),
    latitude: source.latitude,
    longitude: source.longitude,
    ...markerReadingsOf(source),
    recordedAt: source.recorded_at,
    state,
    idleSince: state === "idle" ? source.anchor_since : null,
    truck:
      truck_id && truck_number !== null && make !== null && model !== null
        ? {
            id: truck_id,
            name: truckNameOf({ truckNumber: truck_number, make, model }),
            number: truck_number,
          }
        : null,
  };
}

/** Where a driver works: the companies they drive for and their open jobs in each. */
export type DriverWork = {
  companies: Map<string, string[]>;
  /** The job a new fix is filed under: the newest open assignment, if any. */
  newestJobId: string | null;
};

export function driverWorkOf(
  rows: Array<{ company_id: string; job_id: string | null }>,
): DriverWork {
  const companies = new Map<string, string[]>();
  for (const row of rows) {
    const jobs = companies.get(row.company_id) ?? [];
    if (row.job_id) jobs.push(row.job_id);
    companies.set(row.company_id, jobs);
  }
  return { companies, newestJobId: rows.find((row) => row.job_id)?.job_id ?? null };
}

/**
 * Tells every company the driver works for, with the jobs there they are active on; each
 * company's map hears where the truck is in that company's haul (`haul`, by company).
 */
export function announcePosition(
  events: EventBus,
  work: DriverWork,
  driverId: string,
  position: LivePosition,
  haul?: Map<string, HaulStatus | null>,
) {
  for (const [companyId, jobIds] of work.companies) {
    const shown = haul?.has(companyId)
      ? { ...position, haul: haul.get(companyId) ?? null }
      : position;
    events.emit("tracking.updated", { companyId, driverId, jobIds, position: shown });
  }
}
