import { sql, type Transaction } from "kysely";
import type { Db } from "../../db/database.js";
import type { Database } from "../../db/schema.js";

type Executor = Db | Transaction<Database>;

export function findCompanyDrivers(db: Executor, companyId: string, driverId?: string) {
  let query = db
    .selectFrom("company_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .leftJoin("profiles as p", "p.id", "m.user_id")
    .select([
      "u.id",
      "u.email",
      "p.first_name",
      "p.last_name",
      "p.phone_number",
      "p.avatar_key",
      "p.on_duty",
      "m.joined_at",
    ])
    .where("m.company_id", "=", companyId)
    .where("m.member_role", "=", "driver");
  if (driverId) query = query.where("m.user_id", "=", driverId);
  return query.orderBy("p.first_name").orderBy("p.last_name").execute();
}

export function ratingsOf(db: Executor, driverIds: string[]) {
  return db
    .selectFrom("driver_ratings")
    .select([
      "driver_id",
      (eb) => eb.fn.avg<number | string>("rating").as("average"),
      (eb) => eb.fn.countAll<number>().as("count"),
    ])
    .where("driver_id", "in", driverIds)
    .groupBy("driver_id")
    .execute();
}

export function ratingsBy(db: Executor, companyId: string, ratedBy: string, driverIds: string[]) {
  return db
    .selectFrom("driver_ratings")
    .select(["driver_id", "rating"])
    .where("company_id", "=", companyId)
    .where("rated_by", "=", ratedBy)
    .where("driver_id", "in", driverIds)
    .execute();
}

/** Trips and hours logged on this company's jobs. */
export function metricTotals(db: Executor, companyId: string, driverIds: string[]) {
  return db
    .selectFrom("driver_metrics as dm")
    .innerJoin("jobs as j", "j.id", "dm.job_id")
    .select([
      "dm.driver_id",
      (eb) => eb.fn.sum<number | string>("dm.loads_completed").as("trips"),
      (eb) => eb.fn.sum<number | string>("dm.hours_worked").as("hours"),
    ])
    .where("j.company_id", "=", companyId)
    .where("dm.driver_id", "in", driverIds)
    .groupBy("dm.driver_id")
    .execute();
}

/** Latest thing each driver did: a metrics entry or a load. */
export function lastWork(db: Executor, driverIds: string[]) {
  return db
    .selectFrom(
      db
        .selectFrom("driver_metrics")
        .select(["driver_id", "created_at as at"])
        .where("driver_id", "in", driverIds)
        .unionAll(
          db
            .selectFrom("loads")
            .select([(eb) => eb.ref("driver_id").$notNull().as("driver_id"), "updated_at as at"])
            .where("driver_id", "in", driverIds),
        )
        .as("activity"),
    )
    .select(["driver_id", sql<string>`max(at)`.as("at")])
    .groupBy("driver_id")
    .execute();
}

export function assignedTrucks(db: Executor, companyId: string, driverIds: string[]) {
  return db
    .selectFrom("trucks")
    .select(["id", "assigned_driver_id", "truck_number", "make", "model"])
    .where("company_id", "=", companyId)
    .where("retired_at", "is", null)
    .where("assigned_driver_id", "in", driverIds)
    .execute();
}

export async function upsertRating(
  db: Executor,
  row: {
    id: string;
    company_id: string;
    driver_id: string;
    rated_by: string;
    rating: number;
    now: string;
  },
) {
  await db
    .insertInto("driver_ratings")
    .values({
      id: row.id,
      company_id: row.company_id,
      driver_id: row.driver_id,
      rated_by: row.rated_by,
      rating: row.rating,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) =>
      oc
        .columns(["company_id", "driver_id", "rated_by"])
        .doUpdateSet({ rating: row.rating, updated_at: row.now }),
    )
    .execute();
}

/** Leaving a company: its trucks and its jobs let go of the driver in the same transaction. */
export async function releaseDriverFromCompany(
  db: Executor,
  companyId: string,
  driverId: string,
  now: string,
) {
  await db
    .updateTable("trucks")
    .set({ assigned_driver_id: null, updated_at: now })
    .where("company_id", "=", companyId)
    .where("assigned_driver_id", "=", driverId)
    .execute();
  await db
    .updateTable("job_drivers")
    .set({ status: "removed", updated_at: now })
    .where("driver_id", "=", driverId)
    .where("job_id", "in", db.selectFrom("jobs").select("id").where("company_id", "=", companyId))
    .execute();
}

export function findDuty(db: Executor, userId: string) {
  return db
    .selectFrom("profiles")
    .select(["role", "on_duty"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export function setOnDuty(db: Executor, userId: string, onDuty: boolean, now: string) {
  return db
    .updateTable("profiles")
    .set({ on_duty: onDuty, updated_at: now })
    .where("id", "=", userId)
    .execute();
}
