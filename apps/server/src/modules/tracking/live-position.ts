import {
  driverNameOf,
  type LivePosition,
  type TrackingState,
  trackingStateOf,
  truckNameOf,
} from "@haulwise/domain";
import type { EventBus } from "../../events/bus.js";
import type { LiveRow } from "./driver-positions.repo.js";

/** Everything a live map marker is made of, from whichever query or write produced it. */
export type LiveSource = {
  driverId: string;
  firstName: string | null;
  lastName: string | null;
  onDuty: boolean;
  truck: { id: string; truckNumber: string; make: string; model: string } | null;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  speed: number | null;
  heading: number | null;
  recordedAt: string;
  lastSeenAt: string;
  anchorSince: string;
  interruption: "paused" | "stopped" | null;
};

export function liveSourceOfRow(row: LiveRow): LiveSource {
  return {
    driverId: row.driver_id,
    firstName: row.first_name,
    lastName: row.last_name,
    onDuty: Boolean(row.on_duty),
    truck:
      row.truck_id && row.truck_number !== null && row.make !== null && row.model !== null
        ? { id: row.truck_id, truckNumber: row.truck_number, make: row.make, model: row.model }
        : null,
    latitude: row.latitude,
    longitude: row.longitude,
    accuracy: row.accuracy,
    speed: row.speed,
    heading: row.heading,
    recordedAt: row.recorded_at,
    lastSeenAt: row.last_seen_at,
    anchorSince: row.anchor_since,
    interruption: interruptionOf(row.interruption),
  };
}

export const interruptionOf = (value: string | null): "paused" | "stopped" | null =>
  value === "paused" || value === "stopped" ? value : null;

export function stateOfSource(source: LiveSource, now: Date): TrackingState {
  return trackingStateOf({
    onDuty: source.onDuty,
    lastSeenAt: source.lastSeenAt,
    anchorSince: source.anchorSince,
    interruption: source.interruption,
    now,
  });
}

/** The marker: position, the state as of `now`, and since when an idle driver stayed put. */
export function livePositionOf(source: LiveSource, now: Date): LivePosition {
  const state = stateOfSource(source, now);
  return {
    driverId: source.driverId,
    name: driverNameOf(source.firstName, source.lastName),
    latitude: source.latitude,
    longitude: source.longitude,
    accuracy: source.accuracy,
    speed: source.speed,
    heading: source.heading,
    recordedAt: source.recordedAt,
    state,
    idleSince: state === "idle" ? source.anchorSince : null,
    truck: source.truck ? { id: source.truck.id, name: truckNameOf(source.truck) } : null,
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

/** Tells every company the driver works for, with the jobs there they are active on. */
export function announcePosition(
  events: EventBus,
  work: DriverWork,
  driverId: string,
  position: LivePosition,
) {
  for (const [companyId, jobIds] of work.companies) {
    events.emit("tracking.updated", { companyId, driverId, jobIds, position });
  }
}
