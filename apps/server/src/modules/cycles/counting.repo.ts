import { CYCLES } from "@haulwise/domain";
import type { Insertable } from "kysely";
import { sql } from "kysely";
import { compiledQuery, type Param } from "../../db/compiled-query.js";
import type { Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { CyclesTable, SiteTrackersTable, SiteVisitsTable } from "../../db/schema.js";

/**
 * Where each of these drivers stands with every company they drive for that has ever drawn a
 * site: the company's site revision and the driver's tracker there (absent the first time).
 * One statement per group of uploads, compiled once.
 */
const trackersQuery = compiledQuery((db, param: Param<{ driverIds: string }>, dialect) =>
  db
    .selectFrom("company_members as m")
    .innerJoin("site_revisions as r", "r.company_id", "m.company_id")
    .leftJoin("site_trackers as t", (join) =>
      join.onRef("t.company_id", "=", "m.company_id").onRef("t.driver_id", "=", "m.user_id"),
    )
    .select([
      "m.company_id",
      "m.user_id as driver_id",
      "r.revision",
      "t.state",
      "t.recount_from",
      "t.phase",
      "t.phase_job_id",
      "t.phase_site_id",
      "t.phase_since",
    ])
    .where("m.member_role", "=", "driver")
    .where("m.user_id", "in", dialect.jsonStrings(param("driverIds"))),
);

export type TrackerRow = Awaited<ReturnType<typeof trackersQuery.execute>>[number];

export function findTrackers(db: Executor, driverIds: string[]) {
  return trackersQuery.execute(db, { driverIds: JSON.stringify(driverIds) });
}

/** One driver's tracker at one company, held until the transaction ends (PostgreSQL). */
export function findTracker(db: Executor, dialect: Dialect, companyId: string, driverId: string) {
  return dialect
    .forUpdate(
      db
        .selectFrom("site_trackers")
        .selectAll()
        .where("company_id", "=", companyId)
        .where("driver_id", "=", driverId),
    )
    .executeTakeFirst();
}

const TRACKER_COLUMNS = [
  "company_id",
  "driver_id",
  "site_revision",
  "state",
  "recount_from",
  "phase",
  "phase_job_id",
  "phase_site_id",
  "phase_since",
  "updated_at",
] as const satisfies ReadonlyArray<keyof SiteTrackersTable>;

/** Writes trackers whole, one statement for all of them. */
export async function saveTrackers(db: Executor, rows: SiteTrackersTable[]) {
  if (rows.length === 0) return;
  await db
    .insertInto("site_trackers")
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(["company_id", "driver_id"])
        .doUpdateSet((eb) =>
          Object.fromEntries(
            TRACKER_COLUMNS.filter((c) => c !== "company_id" && c !== "driver_id").map((column) => [
              column,
              eb.ref(`excluded.${column}`),
            ]),
          ),
        ),
    )
    .execute();
}

/** Trackers waiting for a recount (late fixes), oldest ask first. */
export function findRecountsDue(db: Executor, limit: number) {
  return db
    .selectFrom("site_trackers")
    .select(["company_id", "driver_id", "recount_from"])
    .where("recount_from", "is not", null)
    .orderBy("recount_from")
    .limit(limit)
    .execute();
}

/** Writes visits: new ones inserted, known ones (an open visit now closed) brought up to date. */
export async function saveVisits(db: Executor, rows: Insertable<SiteVisitsTable>[]) {
  if (rows.length === 0) return;
  await db
    .insertInto("site_visits")
    .values(rows)
    .onConflict((oc) =>
      oc.column("id").doUpdateSet((eb) => ({
        arrived_at: eb.ref("excluded.arrived_at"),
        departed_at: eb.ref("excluded.departed_at"),
        closed_at: eb.ref("excluded.closed_at"),
      })),
    )
    .execute();
}

/** Visits begun before `before` and not closed before it: a recount must start before them. */
export function findVisitsAcross(
  db: Executor,
  companyId: string,
  driverId: string,
  before: string,
) {
  return db
    .selectFrom("site_visits")
    .select(["opened_at"])
    .where("company_id", "=", companyId)
    .where("driver_id", "=", driverId)
    .where("opened_at", "<", before)
    .where((eb) => eb.or([eb("closed_at", "is", null), eb("closed_at", ">=", before)]))
    .orderBy("opened_at")
    .limit(1)
    .execute();
}

/** The earliest arrival among the driver's visits first placed at or after `from`. */
export async function earliestArrivalFrom(
  db: Executor,
  companyId: string,
  driverId: string,
  from: string,
) {
  const row = await db
    .selectFrom("site_visits")
    .select((eb) => eb.fn.min("arrived_at").as("arrived_at"))
    .where("company_id", "=", companyId)
    .where("driver_id", "=", driverId)
    .where("opened_at", ">=", from)
    .executeTakeFirst();
  return (row?.arrived_at as string | null | undefined) ?? null;
}

export async function deleteVisitsFrom(
  db: Executor,
  companyId: string,
  driverId: string,
  from: string,
) {
  await db
    .deleteFrom("site_visits")
    .where("company_id", "=", companyId)
    .where("driver_id", "=", driverId)
    .where("opened_at", ">=", from)
    .execute();
}

/** The last fix counting may use before `before` (rule 1's accuracy), in counting's order. */
export function findFixBefore(db: Executor, driverId: string, before: string) {
  return db
    .selectFrom("location_history")
    .select(["recorded_at", "device_id", "seq", "latitude", "longitude", "accuracy", "speed"])
    .where("user_id", "=", driverId)
    .where("kind", "=", "position")
    .where("recorded_at", "<", before)
    .where((eb) =>
      eb.or([eb("accuracy", "is", null), eb("accuracy", "<=", CYCLES.maxUsefulAccuracyMetres)]),
    )
    .orderBy("recorded_at", "desc")
    .orderBy("device_id", "desc")
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The driver's fixes from `from` on, as counting reads them (any order; counting sorts). */
export function findFixesFrom(db: Executor, driverId: string, from: string) {
  return db
    .selectFrom("location_history")
    .select(["recorded_at", "device_id", "seq", "latitude", "longitude", "accuracy", "speed"])
    .where("user_id", "=", driverId)
    .where("kind", "=", "position")
    .where("recorded_at", ">=", from)
    .where("latitude", "is not", null)
    .where("longitude", "is not", null)
    .orderBy("recorded_at")
    .execute();
}

export type HistoryFixRow = Awaited<ReturnType<typeof findFixesFrom>>[number];

/** The company's sites as counting needs them, archived ones included. */
export function findCompanySites(db: Executor, companyId: string) {
  return db
    .selectFrom("sites")
    .select(["id", "name", "geometry", "min_dwell_seconds", "archived_at"])
    .where("company_id", "=", companyId)
    .execute();
}

export async function findRevision(db: Executor, companyId: string) {
  const row = await db
    .selectFrom("site_revisions")
    .select("revision")
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return row?.revision ?? 0;
}

/** The routed jobs of the company the driver has been on, with when they joined and left. */
export function findDriverRoutes(db: Executor, companyId: string, driverId: string) {
  return db
    .selectFrom("job_drivers as jd")
    .innerJoin("jobs as j", "j.id", "jd.job_id")
    .select([
      "j.id as job_id",
      "j.load_site_id",
      "j.dump_site_id",
      "jd.status",
      "jd.joined_at",
      "jd.updated_at",
    ])
    .where("jd.driver_id", "=", driverId)
    .where("j.company_id", "=", companyId)
    .where("j.load_site_id", "is not", null)
    .where("j.dump_site_id", "is not", null)
    .where("jd.joined_at", "is not", null)
    .execute();
}

/** The driver's closed visits at these sites that arrived at or after `from`, oldest first. */
export function findClosedVisits(
  db: Executor,
  companyId: string,
  driverId: string,
  siteIds: string[],
  from: string,
) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("site_visits")
    .select(["id", "site_id", "arrived_at", "departed_at", "inferred"])
    .where("company_id", "=", companyId)
    .where("driver_id", "=", driverId)
    .where("site_id", "in", siteIds)
    .where("arrived_at", ">=", from)
    .where("departed_at", "is not", null)
    .orderBy("arrived_at")
    .execute();
}

export function findDriverCyclesFrom(
  db: Executor,
  companyId: string,
  driverId: string,
  from: string,
) {
  return db
    .selectFrom("cycles")
    .select(["id", "load_arrived_at", "load_departed_at", "dump_arrived_at", "dump_departed_at"])
    .where("company_id", "=", companyId)
    .where("driver_id", "=", driverId)
    .where("dump_arrived_at", ">=", from)
    .execute();
}

export async function deleteCycles(db: Executor, ids: string[]) {
  if (ids.length === 0) return;
  await db.deleteFrom("cycles").where("id", "in", ids).execute();
}

export async function insertCycles(db: Executor, rows: Insertable<CyclesTable>[]) {
  if (rows.length === 0) return;
  await db
    .insertInto("cycles")
    .values(rows)
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/** Drivers who were ever on the job. */
export async function findJobDrivers(db: Executor, jobId: string) {
  const rows = await db
    .selectFrom("job_drivers")
    .select("driver_id")
    .where("job_id", "=", jobId)
    .where("joined_at", "is not", null)
    .execute();
  return rows.map((row) => row.driver_id);
}

/** Companies whose sites changed since their visits were last counted. */
export function findStaleCompanies(db: Executor) {
  return db
    .selectFrom("site_revisions as r")
    .leftJoin("cycle_builds as b", (join) =>
      join.on("b.scope", "=", sql<string>`${"company:"} || r.company_id`),
    )
    .select(["r.company_id", "r.revision"])
    .where((eb) =>
      eb.or([eb("b.site_revision", "is", null), eb("b.site_revision", "<", eb.ref("r.revision"))]),
    )
    .execute();
}

/** Jobs whose route differs from the one their cycles were last built with. */
export function findStaleJobs(db: Executor) {
  return db
    .selectFrom("jobs as j")
    .leftJoin("cycle_builds as b", (join) =>
      join.on("b.scope", "=", sql<string>`${"job:"} || j.id`),
    )
    .select(["j.id", "j.company_id", "j.load_site_id", "j.dump_site_id"])
    .where((eb) =>
      eb.or([
        eb.and([eb("b.scope", "is", null), eb("j.load_site_id", "is not", null)]),
        eb.and([eb("b.scope", "is", null), eb("j.dump_site_id", "is not", null)]),
        eb("b.load_site_id", "is distinct from", eb.ref("j.load_site_id")),
        eb("b.dump_site_id", "is distinct from", eb.ref("j.dump_site_id")),
      ]),
    )
    .execute();
}

export async function saveBuild(
  db: Executor,
  row: {
    scope: string;
    site_revision: number | null;
    load_site_id: string | null;
    dump_site_id: string | null;
    built_at: string;
  },
) {
  await db
    .insertInto("cycle_builds")
    .values(row)
    .onConflict((oc) =>
      oc.column("scope").doUpdateSet({
        site_revision: row.site_revision,
        load_site_id: row.load_site_id,
        dump_site_id: row.dump_site_id,
        built_at: row.built_at,
      }),
    )
    .execute();
}
