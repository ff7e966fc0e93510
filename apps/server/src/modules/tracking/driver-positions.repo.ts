import { OPEN_JOB_STATUSES, type TrackingState } from "@haulwise/domain";
import { type Selectable, sql } from "kysely";
import { compiledQuery, type Param } from "../../db/compiled-query.js";
import type { Db, Executor } from "../../db/database.js";
import { columnList, type Dialect, type JsonColumns } from "../../db/dialect.js";
import type { DriverPositionsTable } from "../../db/schema.js";
import { markerColumnRefs, readingJsonColumns } from "./fix-readings.js";

export type DriverPositionRow = Selectable<DriverPositionsTable>;

/**
 * Serialises writers of these drivers' tracks until the transaction ends: two devices (a
 * browser and a background tracker) may upload at once, to two instances. SQLite runs one
 * writer at a time already; PostgreSQL takes a transaction-scoped advisory lock on each
 * driver, in the order of their ids, so two instances locking overlapping drivers never
 * wait for each other in a circle.
 */
export async function lockDrivers(trx: Executor, dialect: Dialect, driverIds: string[]) {
  if (dialect.kind !== "postgres" || driverIds.length === 0) return;
  await lockDriversQuery.execute(trx, { driverIds: JSON.stringify([...driverIds].sort()) });
}

// A set-returning function in FROM yields its rows in the array's order, and each lock is
// taken as its row is produced.
const lockDriversQuery = compiledQuery(
  (_db, param: Param<{ driverIds: string }>) =>
    sql`select pg_advisory_xact_lock(hashtextextended(id, 7))
      from json_array_elements_text(${param("driverIds")}::json) as driver(id)`,
);

// The statements of every group of uploads (and so of every fix a phone sends online)
// compile once; the drivers travel as one JSON array, so the statement is the same however
// many there are.
const tracksOf = compiledQuery((db, param: Param<{ driverIds: string }>, dialect) =>
  db
    .selectFrom("driver_positions")
    .selectAll()
    .where("driver_id", "in", dialect.jsonStrings(param("driverIds"))),
);

/** These drivers' tracks, for those who ever sent a fix. */
export function findTracks(db: Executor, driverIds: string[]) {
  return tracksOf.execute(db, { driverIds: JSON.stringify(driverIds) });
}

/** Each column, with how it is read back from JSON on PostgreSQL. */
const TRACK_COLUMNS = {
  driver_id: "text",
  device_id: "text",
  latitude: "double precision",
  longitude: "double precision",
  ...readingJsonColumns,
  recorded_at: "timestamptz",
  last_seen_at: "timestamptz",
  anchor_latitude: "double precision",
  anchor_longitude: "double precision",
  anchor_since: "timestamptz",
  candidate_latitude: "double precision",
  candidate_longitude: "double precision",
  candidate_accuracy: "double precision",
  candidate_at: "timestamptz",
  interruption: "text",
  interrupted_at: "timestamptz",
  state: "text",
  updated_at: "timestamptz",
} as const satisfies JsonColumns<keyof DriverPositionRow>;

const trackColumns = Object.keys(TRACK_COLUMNS) as Array<keyof typeof TRACK_COLUMNS>;

const saveTracksQuery = compiledQuery((_db, param: Param<{ rows: string }>, dialect) => {
  const updates = sql.raw(
    trackColumns
      .filter((column) => column !== "driver_id")
      .map((column) => `${column} = excluded.${column}`)
      .join(", "),
  );
  return sql`insert into driver_positions (${columnList(TRACK_COLUMNS)})
    ${dialect.jsonRows(TRACK_COLUMNS, param("rows"))}
    on conflict (driver_id) do update set ${updates}`;
});

/** Writes each driver's track whole, at most one row per driver. */
export async function saveTracks(db: Executor, rows: DriverPositionRow[]) {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((row) => trackColumns.map((column) => row[column])));
  await saveTracksQuery.execute(db, { rows: json });
}

export async function saveStates(
  db: Executor,
  changes: Array<{ driverId: string; state: TrackingState }>,
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
const driverProfiles = compiledQuery((db, param: Param<{ driverIds: string }>, dialect) =>
  db
    .selectFrom("profiles as p")
    .leftJoin("trucks as t", (join) =>
      join.onRef("t.assigned_driver_id", "=", "p.id").on("t.retired_at", "is", null),
    )
    .select([
      "p.id",
      "p.role",
      "p.first_name",
      "p.last_name",
      "p.on_duty",
      "t.id as truck_id",
      "t.truck_number",
      "t.make",
      "t.model",
    ])
    .where("p.id", "in", dialect.jsonStrings(param("driverIds"))),
);

export type DriverProfileRow = Awaited<ReturnType<typeof driverProfiles.execute>>[number];

/** Each of these people's profile, by id, for those who have one. */
export async function findDriverProfiles(db: Executor, driverIds: string[]) {
  const profiles = new Map<string, DriverProfileRow>();
  for (const row of await driverProfiles.execute(db, { driverIds: JSON.stringify(driverIds) })) {
    // One truck per driver is the rule; should two ever say so, the first read stands.
    if (!profiles.has(row.id)) profiles.set(row.id, row);
  }
  return profiles;
}

/**
 * The companies drivers drive for, once with each open job there they are active on
 * (job_id null for a company with none), the newest assignment first.
 */
function workQuery(db: Executor) {
  return db
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
    .select(["m.user_id", "m.company_id", "jd.job_id"])
    .where("m.member_role", "=", "driver")
    .orderBy("jd.joined_at", "desc");
}

const driverWork = compiledQuery((db, param: Param<{ driverId: string }>) =>
  workQuery(db).where("m.user_id", "=", param("driverId")),
);

export function findDriverWork(db: Db, driverId: string) {
  return driverWork.execute(db, { driverId });
}

const driversWork = compiledQuery((db, param: Param<{ driverIds: string }>, dialect) =>
  workQuery(db).where("m.user_id", "in", dialect.jsonStrings(param("driverIds"))),
);

export type DriverWorkRow = Awaited<ReturnType<typeof findDriverWork>>[number];

/** findDriverWork for each of these drivers at once, by driver, in its order. */
export async function findDriversWork(db: Executor, driverIds: string[]) {
  const work = new Map<string, DriverWorkRow[]>(driverIds.map((id) => [id, []]));
  for (const row of await driversWork.execute(db, { driverIds: JSON.stringify(driverIds) })) {
    work.get(row.user_id)?.push(row);
  }
  return work;
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
  ...markerColumnRefs,
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
