import { type ExpressionBuilder, sql } from "kysely";
import type { Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { Database, LoadChangesTable, LoadsTable } from "../../db/schema.js";

/** The columns every list of loads shows, with the job's title and number. */
export const rowColumns = [
  "l.id",
  "l.company_id",
  "l.job_id",
  "j.title as job_title",
  "j.job_number",
  "l.load_number",
  "l.driver_id",
  "l.driver_name",
  "l.status",
  "l.material_type",
  "l.quantity",
  "l.quantity_unit",
  "l.ticket_number",
  "l.started_at",
  "l.completed_at",
  "l.created_at",
  "l.approval",
] as const;

export const loadsWithJob = (db: Executor) =>
  db.selectFrom("loads as l").innerJoin("jobs as j", "j.id", "l.job_id");

export type LoadListRow = Awaited<ReturnType<typeof findLiveHauls>>[number];
export type LoadRecord = NonNullable<Awaited<ReturnType<typeof findLoad>>>;

/** One load with its job's title and number. */
export function findLoad(db: Executor, loadId: string) {
  return loadsWithJob(db)
    .selectAll("l")
    .select(["j.title as job_title", "j.job_number"])
    .where("l.id", "=", loadId)
    .executeTakeFirst();
}

/** Holds the load's row until the transaction ends (PostgreSQL): changes go one at a time. */
export async function lockLoad(db: Executor, dialect: Dialect, loadId: string) {
  await dialect.forUpdate(db.selectFrom("loads").select("id").where("id", "=", loadId)).execute();
}

/** The next number on the job's count of loads (the unique index settles a race). */
export async function nextLoadNumber(db: Executor, jobId: string): Promise<number> {
  const row = await db
    .selectFrom("loads")
    .select((eb) => eb.fn.max("load_number").as("last"))
    .where("job_id", "=", jobId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export function insertLoad(db: Executor, load: LoadsTable) {
  return db.insertInto("loads").values(load).execute();
}

export function updateLoad(
  db: Executor,
  loadId: string,
  patch: Partial<Omit<LoadsTable, "id" | "company_id" | "job_id" | "load_number">>,
) {
  return db.updateTable("loads").set(patch).where("id", "=", loadId).execute();
}

export function insertChange(db: Executor, change: LoadChangesTable) {
  return db.insertInto("load_changes").values(change).execute();
}

/** A load's history, oldest first. */
export function findChanges(db: Executor, loadId: string) {
  return db
    .selectFrom("load_changes")
    .selectAll()
    .where("load_id", "=", loadId)
    .orderBy("at", "asc")
    .orderBy("id", "asc")
    .execute();
}

/** Loads under way on a job, most recently started first: the Live Haul Updates. */
export function findLiveHauls(db: Executor, jobId: string) {
  return loadsWithJob(db)
    .select(rowColumns)
    .where("l.job_id", "=", jobId)
    .where("l.status", "=", "in_progress")
    .orderBy("l.started_at", "desc")
    .orderBy("l.load_number", "desc")
    .execute();
}

/**
 * A driver's loads under way in the companies they belong to (`companyIds`), oldest first (the
 * one to finish next on top).
 */
export function findDriverInProgress(db: Executor, driverId: string, companyIds: string[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return loadsWithJob(db)
    .select(rowColumns)
    .select("l.updated_at")
    .where("l.driver_id", "=", driverId)
    .where("l.company_id", "in", companyIds)
    .where("l.status", "=", "in_progress")
    .orderBy("l.started_at", "asc")
    .execute();
}

/** A driver's latest delivered or voided loads in the companies they belong to. */
export function findDriverRecent(
  db: Executor,
  driverId: string,
  companyIds: string[],
  limit: number,
) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return loadsWithJob(db)
    .select(rowColumns)
    .select("l.updated_at")
    .where("l.driver_id", "=", driverId)
    .where("l.company_id", "in", companyIds)
    .where("l.status", "in", ["completed", "voided"])
    .orderBy("l.updated_at", "desc")
    .limit(limit)
    .execute();
}

/**
 * A driver's loads in companies they have left, as they stood when they left, latest first;
 * `memberOf` are the companies they belong to again (whose loads they read live).
 */
export function findFormerDriverLoads(
  db: Executor,
  driverId: string,
  memberOf: string[],
  limit: number,
) {
  let query = db
    .selectFrom("former_driver_loads as f")
    // The company's review of a ticket is its own, read as it stands (pending if it is gone).
    .leftJoin("loads as live", "live.id", "f.load_id")
    .select((eb) => [
      "f.load_id as id",
      "f.company_id",
      "f.job_id",
      "f.job_title",
      "f.job_number",
      "f.load_number",
      "f.driver_id",
      "f.driver_name",
      "f.status",
      "f.material_type",
      "f.quantity",
      "f.quantity_unit",
      "f.ticket_number",
      "f.started_at",
      "f.completed_at",
      "f.updated_at",
      eb.fn.coalesce("live.approval", eb.val("pending" as const)).as("approval"),
    ])
    .where("f.driver_id", "=", driverId);
  if (memberOf.length > 0) query = query.where("f.company_id", "not in", memberOf);
  return query.orderBy("f.updated_at", "desc").limit(limit).execute();
}

/**
 * Keeps the driver's loads in the company as they stand now, job title and number included,
 * for their own history once they have left (replacing what an earlier departure kept).
 */
export function freezeFormerDriverLoads(
  db: Executor,
  companyId: string,
  driverId: string,
  leftAt: string,
) {
  return db
    .insertInto("former_driver_loads")
    .columns([
      "load_id",
      "driver_id",
      "company_id",
      "job_id",
      "job_title",
      "job_number",
      "load_number",
      "driver_name",
      "status",
      "material_type",
      "quantity",
      "quantity_unit",
      "ticket_number",
      "started_at",
      "completed_at",
      "updated_at",
      "left_at",
    ])
    .expression(
      loadsWithJob(db)
        .select((eb) => [
          "l.id",
          "l.driver_id",
          "l.company_id",
          "l.job_id",
          "j.title",
          "j.job_number",
          "l.load_number",
          "l.driver_name",
          "l.status",
          "l.material_type",
          "l.quantity",
          "l.quantity_unit",
          "l.ticket_number",
          "l.started_at",
          "l.completed_at",
          "l.updated_at",
          eb.val(leftAt).as("left_at"),
        ])
        .where("l.company_id", "=", companyId)
        .where("l.driver_id", "=", driverId),
    )
    .onConflict((oc) =>
      oc.columns(["driver_id", "load_id"]).doUpdateSet((eb) => ({
        job_title: eb.ref("excluded.job_title"),
        job_number: eb.ref("excluded.job_number"),
        driver_name: eb.ref("excluded.driver_name"),
        status: eb.ref("excluded.status"),
        material_type: eb.ref("excluded.material_type"),
        quantity: eb.ref("excluded.quantity"),
        quantity_unit: eb.ref("excluded.quantity_unit"),
        ticket_number: eb.ref("excluded.ticket_number"),
        started_at: eb.ref("excluded.started_at"),
        completed_at: eb.ref("excluded.completed_at"),
        updated_at: eb.ref("excluded.updated_at"),
        left_at: eb.ref("excluded.left_at"),
      })),
    )
    .execute();
}

/** Completed loads of a company (or one of its jobs) whose completion falls in [from, to). */
export type CompletedRange = {
  companyId: string;
  jobId?: string;
  from?: string;
  to?: string;
};

function inRange(range: CompletedRange) {
  return (eb: ExpressionBuilder<Database & { l: LoadsTable }, "l">) => {
    const terms = [eb("l.status", "=", "completed")];
    // The job's index when one job is asked for; the company's otherwise. Both carry the status.
    terms.push(
      range.jobId ? eb("l.job_id", "=", range.jobId) : eb("l.company_id", "=", range.companyId),
    );
    if (range.jobId) terms.push(eb("l.company_id", "=", range.companyId));
    if (range.from) terms.push(eb("l.completed_at", ">=", range.from));
    if (range.to) terms.push(eb("l.completed_at", "<", range.to));
    return eb.and(terms);
  };
}

/** The position after which a page continues: the previous page's last completion and id. */
export type PageAfter = { completedAt: string; id: string };

/**
 * One page of completed loads, newest completion first, continuing after `after`. Keyset
 * paging on (completed_at, id), so page 40 costs what page 1 costs.
 */
export function findCompletedPage(
  db: Executor,
  dialect: Dialect,
  range: CompletedRange,
  limit: number,
  after?: PageAfter,
) {
  let query = db
    .selectFrom("loads as l")
    .innerJoin("jobs as j", "j.id", "l.job_id")
    .select(rowColumns)
    .where(inRange(range));
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple("l.completed_at", "l.id"),
        "<",
        eb.tuple(dialect.timestamp(after.completedAt), after.id),
      ),
    );
  }
  return query.orderBy("l.completed_at", "desc").orderBy("l.id", "desc").limit(limit).execute();
}

const tonsSum = sql<number | null>`sum(case
  when l.quantity_unit = 'tons' then l.quantity
  when l.quantity_unit = 'pounds' then l.quantity / 2000.0
  else 0 end)`;
const cubicYardsSum = sql<
  number | null
>`sum(case when l.quantity_unit = 'cubic_yards' then l.quantity else 0 end)`;

/** How many completed loads, their weight in tons (pounds / 2000) and their volume. */
export async function completedTotals(db: Executor, range: CompletedRange) {
  const row = await db
    .selectFrom("loads as l")
    .select((eb) => [
      eb.fn.countAll<number>().as("loads"),
      tonsSum.as("tons"),
      cubicYardsSum.as("cubic_yards"),
    ])
    .where(inRange(range))
    .executeTakeFirst();
  return {
    loads: Number(row?.loads ?? 0),
    tons: Number(row?.tons ?? 0),
    cubicYards: Number(row?.cubic_yards ?? 0),
  };
}

/** How many completed loads a company has in [from, to). */
export async function completedCount(db: Executor, range: CompletedRange) {
  const row = await db
    .selectFrom("loads as l")
    .select((eb) => eb.fn.countAll<number>().as("loads"))
    .where(inRange(range))
    .executeTakeFirst();
  return Number(row?.loads ?? 0);
}

/** The ticket that replaced this voided approved one, if any. */
export function findReplacement(db: Executor, loadId: string) {
  return db
    .selectFrom("loads")
    .select(["id", "load_number"])
    .where("replaces_load_id", "=", loadId)
    .executeTakeFirst();
}

/** Tickets a job's customer may see: every load not voided, by number, at most `limit`. */
export function findCustomerTickets(db: Executor, jobId: string, limit: number) {
  return db
    .selectFrom("loads")
    .select([
      "id",
      "company_id",
      "load_number",
      "status",
      "driver_name",
      "truck_id",
      "material_type",
      "quantity",
      "quantity_unit",
      "ticket_number",
      "started_at",
      "completed_at",
      "photo_key",
    ])
    .where("job_id", "=", jobId)
    .where("status", "!=", "voided")
    .orderBy("load_number", "desc")
    .limit(limit)
    .execute();
}

/** The photo key of a load, when it belongs to this job. */
export function findPhotoKeyOnJob(db: Executor, jobId: string, loadId: string) {
  return db
    .selectFrom("loads")
    .select(["photo_key", "status"])
    .where("id", "=", loadId)
    .where("job_id", "=", jobId)
    .executeTakeFirst();
}

/**
 * A job's loads not voided whose day is [from, to): delivered then, or started then and not
 * delivered yet; optionally one driver's. In the order they were delivered, then numbered.
 */
export function findJobDayLoads(
  db: Executor,
  jobId: string,
  range: { from: string; to: string },
  driverId: string | null,
) {
  let query = db
    .selectFrom("loads as l")
    .select(["l.id", "l.load_number", "l.driver_id"])
    .where("l.job_id", "=", jobId)
    .where("l.status", "!=", "voided")
    .where((eb) =>
      eb.or([
        eb.and([eb("l.completed_at", ">=", range.from), eb("l.completed_at", "<", range.to)]),
        eb.and([
          eb("l.completed_at", "is", null),
          eb("l.started_at", ">=", range.from),
          eb("l.started_at", "<", range.to),
        ]),
      ]),
    );
  if (driverId) query = query.where("l.driver_id", "=", driverId);
  return query.orderBy("l.load_number", "asc").execute();
}
