import type { Executor } from "../../db/database.js";

/** What a cycle is read as, wherever it is read. */
const CYCLE_COLUMNS = [
  "id",
  "job_id",
  "driver_id",
  "load_site_id",
  "load_arrived_at",
  "load_departed_at",
  "dump_site_id",
  "dump_arrived_at",
  "dump_departed_at",
  "inferred",
] as const;

/** A job's cycles whose dump departure lies in [from, to), in that order. */
export function findJobCycles(db: Executor, jobId: string, from: string, to: string) {
  return db
    .selectFrom("cycles")
    .select(CYCLE_COLUMNS)
    .where("job_id", "=", jobId)
    .where("dump_departed_at", ">=", from)
    .where("dump_departed_at", "<", to)
    .orderBy("dump_departed_at")
    .orderBy("id")
    .execute();
}

export type CycleRow = Awaited<ReturnType<typeof findJobCycles>>[number];

/** A driver's cycles whose dump departure lies in [from, to), newest first. */
export function findDriverCycles(db: Executor, driverId: string, from: string, to: string) {
  return db
    .selectFrom("cycles")
    .select(CYCLE_COLUMNS)
    .where("driver_id", "=", driverId)
    .where("dump_departed_at", ">=", from)
    .where("dump_departed_at", "<", to)
    .orderBy("dump_departed_at", "desc")
    .execute();
}

/** The company's cycles whose dump departure lies in [from, to): counts only. */
export async function countCompanyCycles(
  db: Executor,
  companyId: string,
  from: string,
  to: string,
) {
  const row = await db
    .selectFrom("cycles")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("company_id", "=", companyId)
    .where("dump_departed_at", ">=", from)
    .where("dump_departed_at", "<", to)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The company's cycles in [from, to) as ticket linking needs them. */
export function findCompanyCyclesForLinking(
  db: Executor,
  companyId: string,
  from: string,
  to: string,
  jobId?: string,
) {
  let query = db
    .selectFrom("cycles")
    .select(["id", "job_id", "driver_id", "load_arrived_at", "dump_departed_at"])
    .where("company_id", "=", companyId)
    .where("dump_departed_at", ">=", from)
    .where("dump_departed_at", "<", to);
  if (jobId) query = query.where("job_id", "=", jobId);
  return query.execute();
}

export function findCycle(db: Executor, cycleId: string) {
  return db.selectFrom("cycles").selectAll().where("id", "=", cycleId).executeTakeFirst();
}

/**
 * Completed tickets of a job (or of the company) delivered in [from, to), voided ones left
 * out: what cycles are matched with.
 */
export function findTickets(
  db: Executor,
  scope: { jobId?: string; companyId?: string; driverId?: string },
  from: string,
  to: string,
) {
  let query = db
    .selectFrom("loads")
    .select([
      "id",
      "job_id",
      "driver_id",
      "driver_name",
      "load_number",
      "ticket_number",
      "completed_at",
      "quantity",
      "quantity_unit",
    ])
    .where("status", "=", "completed")
    .where("completed_at", ">=", from)
    .where("completed_at", "<", to);
  if (scope.jobId) query = query.where("job_id", "=", scope.jobId);
  if (scope.companyId) query = query.where("company_id", "=", scope.companyId);
  if (scope.driverId) query = query.where("driver_id", "=", scope.driverId);
  return query.orderBy("completed_at").execute();
}

export type TicketRow = Awaited<ReturnType<typeof findTickets>>[number];

/** Drivers' names and the truck each drives now. */
export function findDriverNames(db: Executor, driverIds: string[]) {
  if (driverIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("profiles as p")
    .leftJoin("trucks as t", (join) =>
      join.onRef("t.assigned_driver_id", "=", "p.id").on("t.retired_at", "is", null),
    )
    .select(["p.id", "p.first_name", "p.last_name", "t.truck_number", "t.make", "t.model"])
    .where("p.id", "in", driverIds)
    .execute();
}

export function findSiteNames(db: Executor, siteIds: string[]) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("sites")
    .select(["id", "name", "geometry", "min_dwell_seconds"])
    .where("id", "in", siteIds)
    .execute();
}

export function findJobRoute(db: Executor, jobId: string) {
  return db
    .selectFrom("jobs")
    .select(["id", "company_id", "title", "load_site_id", "dump_site_id"])
    .where("id", "=", jobId)
    .executeTakeFirst();
}

export function findJobTitles(db: Executor, jobIds: string[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("jobs").select(["id", "title"]).where("id", "in", jobIds).execute();
}

export function findVisitsById(db: Executor, visitIds: string[]) {
  return db.selectFrom("site_visits").selectAll().where("id", "in", visitIds).execute();
}

/** The driver's fixes in [from, to], oldest first, at most `limit`. */
export function findFixesBetween(
  db: Executor,
  driverId: string,
  from: string,
  to: string,
  limit: number,
) {
  return db
    .selectFrom("location_history")
    .select(["latitude", "longitude", "accuracy", "speed", "recorded_at"])
    .where("user_id", "=", driverId)
    .where("kind", "=", "position")
    .where("recorded_at", ">=", from)
    .where("recorded_at", "<=", to)
    .orderBy("recorded_at")
    .limit(limit)
    .execute();
}

/** A driver's recent visits at these sites (newest first), for a feed's first screen. */
export function findRecentVisits(
  db: Executor,
  scope: { companyId: string; siteIds?: string[]; driverIds?: string[] },
  since: string,
  limit: number,
) {
  let query = db
    .selectFrom("site_visits")
    .select(["id", "driver_id", "site_id", "arrived_at", "departed_at", "inferred"])
    .where("company_id", "=", scope.companyId)
    .where("arrived_at", ">=", since);
  if (scope.siteIds) {
    if (scope.siteIds.length === 0) return Promise.resolve([]);
    query = query.where("site_id", "in", scope.siteIds);
  }
  if (scope.driverIds) {
    if (scope.driverIds.length === 0) return Promise.resolve([]);
    query = query.where("driver_id", "in", scope.driverIds);
  }
  return query.orderBy("arrived_at", "desc").limit(limit).execute();
}

/** Drivers ever on the job. */
export async function findJobDriverIds(db: Executor, jobId: string) {
  const rows = await db
    .selectFrom("job_drivers")
    .select("driver_id")
    .where("job_id", "=", jobId)
    .where("joined_at", "is not", null)
    .execute();
  return rows.map((row) => row.driver_id);
}

/** The haul phase of the company's drivers, as live counting last left it. */
export function findPhases(db: Executor, companyId: string, driverIds: string[]) {
  if (driverIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("site_trackers")
    .select(["driver_id", "phase", "phase_job_id", "phase_site_id", "phase_since"])
    .where("company_id", "=", companyId)
    .where("driver_id", "in", driverIds)
    .where("phase", "is not", null)
    .execute();
}

/** The driver's fixes in [from, to), as stops are found from them. */
export function findTrailFixes(db: Executor, driverIds: string[], from: string, to: string) {
  if (driverIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("location_history")
    .select(["user_id", "latitude", "longitude", "accuracy", "speed", "recorded_at"])
    .where("user_id", "in", driverIds)
    .where("kind", "=", "position")
    .where("recorded_at", ">=", from)
    .where("recorded_at", "<", to)
    .orderBy("user_id")
    .orderBy("recorded_at")
    .execute();
}

/** The company's open sites, as stops and suggestions are checked against them. */
export function findOpenSites(db: Executor, companyId: string) {
  return db
    .selectFrom("sites")
    .select(["id", "name", "geometry"])
    .where("company_id", "=", companyId)
    .where("archived_at", "is", null)
    .execute();
}

/** The jobs whose route loads or dumps at the site and that the driver is on now. */
export async function findJobsServing(
  db: Executor,
  companyId: string,
  driverId: string,
  siteId: string,
) {
  const rows = await db
    .selectFrom("jobs as j")
    .innerJoin("job_drivers as jd", "jd.job_id", "j.id")
    .select("j.id")
    .where("j.company_id", "=", companyId)
    .where("jd.driver_id", "=", driverId)
    .where("jd.status", "=", "active")
    .where((eb) => eb.or([eb("j.load_site_id", "=", siteId), eb("j.dump_site_id", "=", siteId)]))
    .execute();
  return rows.map((row) => row.id);
}

/** The company's jobs with a haul route. */
export async function findRoutedJobIds(db: Executor, companyId: string) {
  const rows = await db
    .selectFrom("jobs")
    .select("id")
    .where("company_id", "=", companyId)
    .where((eb) => eb.or([eb("load_site_id", "is not", null), eb("dump_site_id", "is not", null)]))
    .execute();
  return rows.map((row) => row.id);
}

/** The company's drivers. */
export async function findCompanyDriverIds(db: Executor, companyId: string) {
  const rows = await db
    .selectFrom("company_members")
    .select("user_id")
    .where("company_id", "=", companyId)
    .where("member_role", "=", "driver")
    .execute();
  return rows.map((row) => row.user_id);
}

/** Whether the person drives for the company. */
export async function drivesFor(db: Executor, companyId: string, userId: string) {
  const row = await db
    .selectFrom("company_members")
    .select("user_id")
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .where("member_role", "=", "driver")
    .executeTakeFirst();
  return Boolean(row);
}
