import { OPEN_JOB_STATUSES } from "@haulwise/domain";
import { type Selectable, sql } from "kysely";
import { compiledQuery, type Param } from "../../db/compiled-query.js";
import type { Db, Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { DriverPositionsTable } from "../../db/schema.js";

export type DriverPositionRow = Selectable<DriverPositionsTable>;

/**
 * Serialises writers of one driver's track until the transaction ends: two devices (a
 * browser and a background tracker) may upload at once. SQLite runs one writer at a time
 * already; PostgreSQL takes a transaction-scoped advisory lock on the driver.
 */
export async function lockDriver(trx: Executor, dialect: Dialect, driverId: string) {
  if (dialect.kind !== "postgres") return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${driverId}, 7))`.execute(trx);
}

// The queries of every upload (and so every fix a phone sends online) compile once.
const trackOf = compiledQuery((db, param: Param<{ driverId: string }>) =>
  db.selectFrom("driver_positions").selectAll().where("driver_id", "=", param("driverId")),
);

export function findTrack(db: Executor, driverId: string) {
  return trackOf.executeTakeFirst(db, { driverId });
}

export async function saveTrack(db: Executor, row: DriverPositionRow) {
  const { driver_id: _, ...changes } = row;
  await db
    .insertInto("driver_positions")
    .values(row)
    .onConflict((oc) => oc.column("driver_id").doUpdateSet(changes))
    .execute();
}

export async function saveStates(
  db: Executor,
  changes: Array<{ driverId: string; state: string }>,
  now: string,
) {
  for (const change of changes) {
    await db
      .updateTable("driver_positions")
      .set({ state: change.state, updated_at: now })
      .where("driver_id", "=", change.driverId)
      .execute();
  }
}

/** What publishing a driver's position needs: who they are, their truck and where they work. */
const driverProfile = compiledQuery((db, param: Param<{ driverId: string }>) =>
  db
    .selectFrom("profiles as p")
    .leftJoin("trucks as t", (join) =>
      join.onRef("t.assigned_driver_id", "=", "p.id").on("t.retired_at", "is", null),
    )
    .select([
      "p.role",
      "p.first_name",
      "p.last_name",
      "p.on_duty",
      "t.id as truck_id",
      "t.truck_number",
      "t.make",
      "t.model",
    ])
    .where("p.id", "=", param("driverId")),
);

export function findDriverProfile(db: Db, driverId: string) {
  return driverProfile.executeTakeFirst(db, { driverId });
}

/**
 * The companies a driver drives for, once with each open job there they are active on
 * (job_id null for a company with none), the newest assignment first.
 */
const driverWork = compiledQuery((db, param: Param<{ driverId: string }>) =>
  db
    .selectFrom("company_members as m")
    .leftJoin("job_drivers as jd", (join) =>
      join
        .onRef("jd.driver_id", "=", "m.user_id")
        .on("jd.status", "=", "active")
        .on((eb) =>
          eb(
            "jd.job_id",
            "in",
            eb
              .selectFrom("jobs as j")
              .select("j.id")
              .whereRef("j.company_id", "=", "m.company_id")
              .where("j.status", "in", OPEN_JOB_STATUSES),
          ),
        ),
    )
    .select(["m.company_id", "jd.job_id"])
    .where("m.user_id", "=", param("driverId"))
    .where("m.member_role", "=", "driver")
    .orderBy("jd.joined_at", "desc"),
);

export function findDriverWork(db: Db, driverId: string) {
  return driverWork.execute(db, { driverId });
}

/** What the tracking state of each of these drivers is made of, for those who ever sent a fix. */
export function findTrackStates(db: Executor, driverIds: string[]) {
  return db
    .selectFrom("driver_positions")
    .select(["driver_id", "last_seen_at", "anchor_since", "interruption"])
    .where("driver_id", "in", driverIds)
    .execute();
}

const liveColumns = [
  "dp.driver_id",
  "dp.latitude",
  "dp.longitude",
  "dp.accuracy",
  "dp.speed",
  "dp.heading",
  "dp.recorded_at",
  "dp.last_seen_at",
  "dp.anchor_since",
  "dp.interruption",
  "p.first_name",
  "p.last_name",
  "p.on_duty",
  "t.id as truck_id",
  "t.truck_number",
  "t.make",
  "t.model",
] as const;

export type LiveRow = Awaited<ReturnType<typeof findJobLiveRows>>[number];

/**
 * Every driver of the company who is on duty and has a position, with what the map shows,
 * in the default order of who stays live under a plan limit: drivers with a truck first,
 * then the longest in the company.
 */
export function findCompanyLiveRows(db: Db, companyId: string) {
  return db
    .selectFrom("company_members as m")
    .innerJoin("driver_positions as dp", "dp.driver_id", "m.user_id")
    .innerJoin("profiles as p", "p.id", "m.user_id")
    .leftJoin("trucks as t", (join) =>
      join
        .onRef("t.assigned_driver_id", "=", "m.user_id")
        .on("t.company_id", "=", companyId)
        .on("t.retired_at", "is", null),
    )
    .select(liveColumns)
    .where("m.company_id", "=", companyId)
    .where("m.member_role", "=", "driver")
    .where("p.on_duty", "=", true)
    .orderBy(sql`case when t.id is null then 1 else 0 end`)
    .orderBy("m.joined_at")
    .orderBy("m.user_id")
    .execute();
}

/** The job's active drivers who are on duty and have a position. */
export function findJobLiveRows(db: Db, jobId: string) {
  return db
    .selectFrom("job_drivers as jd")
    .innerJoin("jobs as j", "j.id", "jd.job_id")
    .innerJoin("driver_positions as dp", "dp.driver_id", "jd.driver_id")
    .innerJoin("profiles as p", "p.id", "jd.driver_id")
    .leftJoin("trucks as t", (join) =>
      join
        .onRef("t.assigned_driver_id", "=", "jd.driver_id")
        .onRef("t.company_id", "=", "j.company_id")
        .on("t.retired_at", "is", null),
    )
    .select(liveColumns)
    .where("jd.job_id", "=", jobId)
    .where("jd.status", "=", "active")
    .where("p.on_duty", "=", true)
    .orderBy("jd.driver_id")
    .execute();
}

/** One driver's live row, whatever their duty. */
export function findDriverLiveRow(db: Db, driverId: string) {
  return db
    .selectFrom("driver_positions as dp")
    .innerJoin("profiles as p", "p.id", "dp.driver_id")
    .leftJoin("trucks as t", (join) =>
      join.onRef("t.assigned_driver_id", "=", "dp.driver_id").on("t.retired_at", "is", null),
    )
    .select(liveColumns)
    .where("dp.driver_id", "=", driverId)
    .executeTakeFirst();
}
