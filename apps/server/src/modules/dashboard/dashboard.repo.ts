import type { Db } from "../../db/database.js";

export function fleetTrucks(db: Db, companyId: string) {
  return db
    .selectFrom("trucks as t")
    .leftJoin("profiles as p", "p.id", "t.assigned_driver_id")
    .select([
      "t.id",
      "t.truck_number",
      "t.make",
      "t.model",
      "t.license_plate",
      "t.status",
      "t.assigned_driver_id",
      "p.first_name",
      "p.last_name",
      "p.avatar_key",
    ])
    .where("t.company_id", "=", companyId)
    .where("t.retired_at", "is", null)
    .execute();
}

export function companyDrivers(db: Db, companyId: string) {
  return db
    .selectFrom("company_members as m")
    .leftJoin("profiles as p", "p.id", "m.user_id")
    .select(["m.user_id", "p.on_duty"])
    .where("m.company_id", "=", companyId)
    .where("m.member_role", "=", "driver")
    .execute();
}

export function latestPositionTimes(db: Db, driverIds: string[]) {
  return db
    .selectFrom("location_history")
    .select(["user_id", (eb) => eb.fn.max("recorded_at").as("at")])
    .where("user_id", "in", driverIds)
    .where("kind", "=", "position")
    .groupBy("user_id")
    .execute();
}

/** The driver's most recent fixes, newest first, with the job site they were heading for. */
export function recentPositions(db: Db, driverId: string, limit: number) {
  return db
    .selectFrom("location_history as l")
    .leftJoin("jobs as j", "j.id", "l.job_id")
    .select([
      "l.latitude",
      "l.longitude",
      "l.speed",
      "l.recorded_at",
      "j.title as job_title",
      "j.latitude as job_latitude",
      "j.longitude as job_longitude",
    ])
    .where("l.user_id", "=", driverId)
    .where("l.kind", "=", "position")
    .orderBy("l.recorded_at", "desc")
    .limit(limit)
    .execute();
}

/** How many of these drivers did anything between `from` and `to`. */
export async function activeDriverCount(db: Db, driverIds: string[], from: string, to: string) {
  const rows = await db
    .selectFrom(
      db
        .selectFrom("location_history")
        .select("user_id as driver_id")
        .where("user_id", "in", driverIds)
        .where("recorded_at", ">=", from)
        .where("recorded_at", "<", to)
        .union(
          db
            .selectFrom("loads")
            .select((eb) => eb.ref("driver_id").$notNull().as("driver_id"))
            .where("driver_id", "in", driverIds)
            .where("updated_at", ">=", from)
            .where("updated_at", "<", to),
        )
        .as("active"),
    )
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  return Number(rows?.count ?? 0);
}
