import type { Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { DriverShiftsTable } from "../../db/schema.js";

/** The driver's shift still open, held until the transaction ends (PostgreSQL). */
export function findOpenShift(db: Executor, dialect: Dialect, driverId: string) {
  return dialect
    .forUpdate(
      db
        .selectFrom("driver_shifts")
        .select(["id", "started_at"])
        .where("driver_id", "=", driverId)
        .where("ended_at", "is", null),
    )
    .executeTakeFirst();
}

export function insertShift(db: Executor, shift: DriverShiftsTable) {
  return db.insertInto("driver_shifts").values(shift).execute();
}

export function endShift(db: Executor, shiftId: string, endedAt: string) {
  return db
    .updateTable("driver_shifts")
    .set({ ended_at: endedAt })
    .where("id", "=", shiftId)
    .execute();
}

/** Shifts of these drivers that overlap [from, to): started before `to`, not ended before `from`. */
export function findOverlapping(db: Executor, driverIds: string[], from: string, to: string) {
  if (driverIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("driver_shifts")
    .select(["driver_id", "started_at", "ended_at"])
    .where("driver_id", "in", driverIds)
    .where("started_at", "<", to)
    .where((eb) => eb.or([eb("ended_at", "is", null), eb("ended_at", ">=", from)]))
    .orderBy("started_at")
    .execute();
}
