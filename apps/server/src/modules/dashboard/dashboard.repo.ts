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

/**
 * How many of these drivers did anything between `from` and `to`: a position or a load. One
 * indexed EXISTS per driver, so a day of fixes is never read row by row.
 */
export async function activeDriverCount(db: Db, driverIds: string[], from: string, to: string) {
  const row = await db
    .selectFrom("users as u")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("u.id", "in", driverIds)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("location_history as l")
            .select("l.id")
            .whereRef("l.user_id", "=", "u.id")
            .where("l.recorded_at", ">=", from)
            .where("l.recorded_at", "<", to),
        ),
        eb.exists(
          eb
            .selectFrom("loads")
            .select("loads.id")
            .whereRef("loads.driver_id", "=", "u.id")
            .where("loads.updated_at", ">=", from)
            .where("loads.updated_at", "<", to),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
