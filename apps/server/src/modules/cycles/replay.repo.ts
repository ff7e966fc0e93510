import type { Executor } from "../../db/database.js";

/**
 * A driver's unflagged positions in [from, to), oldest first, at most `limit`: what a replay
 * plays (flagged fixes are jumps and rough readings no map shows).
 */
export function findReplayFixes(
  db: Executor,
  driverId: string,
  from: string,
  to: string,
  limit: number,
) {
  return db
    .selectFrom("location_history")
    .select(["latitude", "longitude", "speed", "accuracy", "recorded_at"])
    .where("user_id", "=", driverId)
    .where("kind", "=", "position")
    .where("flagged", "=", false)
    .where("latitude", "is not", null)
    .where("longitude", "is not", null)
    .where("recorded_at", ">=", from)
    .where("recorded_at", "<", to)
    .orderBy("recorded_at")
    .limit(limit)
    .execute();
}

/**
 * The driver's site visits for `companyIds` that overlap [from, to), with each site's name and
 * fence, in order of arrival.
 */
export function findDriverVisits(
  db: Executor,
  companyIds: string[],
  driverId: string,
  from: string,
  to: string,
) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("site_visits as v")
    .innerJoin("sites as s", "s.id", "v.site_id")
    .select(["v.site_id", "s.name", "s.geometry", "v.arrived_at", "v.departed_at", "v.inferred"])
    .where("v.driver_id", "=", driverId)
    .where("v.company_id", "in", companyIds)
    .where("v.arrived_at", "<", to)
    .where((eb) => eb.or([eb("v.departed_at", "is", null), eb("v.departed_at", ">=", from)]))
    .orderBy("v.arrived_at")
    .orderBy("v.id")
    .execute();
}
