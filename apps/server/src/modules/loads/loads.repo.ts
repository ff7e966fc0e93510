import { sql } from "kysely";
import type { Executor } from "../../db/database.js";

const loadColumns = [
  "id",
  "load_number",
  "driver_name",
  "material_type",
  "quantity",
  "quantity_unit",
  "started_at",
  "completed_at",
] as const;

/** Today's list is for reading on one screen; a job does not finish this many loads a day. */
const DAY_LIST_LIMIT = 500;

export type LoadRow = Awaited<ReturnType<typeof findLoadsInProgress>>[number];

/** Completed loads of a job from `since` on, newest first. */
export function findCompletedSince(db: Executor, jobId: string, since: string) {
  return db
    .selectFrom("loads")
    .select(loadColumns)
    .where("job_id", "=", jobId)
    .where("status", "=", "completed")
    .where("completed_at", ">=", since)
    .orderBy("completed_at", "desc")
    .orderBy("load_number", "desc")
    .limit(DAY_LIST_LIMIT)
    .execute();
}

/** Loads under way on a job, most recently started first. */
export function findLoadsInProgress(db: Executor, jobId: string) {
  return db
    .selectFrom("loads")
    .select(loadColumns)
    .where("job_id", "=", jobId)
    .where("status", "=", "in_progress")
    .orderBy("started_at", "desc")
    .orderBy("load_number", "desc")
    .execute();
}

const tonsSum = sql<number | null>`sum(case
  when quantity_unit = 'tons' then quantity
  when quantity_unit = 'pounds' then quantity / 2000.0
  else 0 end)`;
const cubicYardsSum = sql<
  number | null
>`sum(case when quantity_unit = 'cubic_yards' then quantity else 0 end)`;

/** Count, weight in tons (pounds / 2000) and volume of completed loads, from `since` if given. */
export async function completedTotals(db: Executor, jobId: string, since?: string) {
  let query = db
    .selectFrom("loads")
    .select((eb) => [
      eb.fn.countAll<number>().as("loads"),
      tonsSum.as("tons"),
      cubicYardsSum.as("cubic_yards"),
    ])
    .where("job_id", "=", jobId)
    .where("status", "=", "completed");
  if (since) query = query.where("completed_at", ">=", since);
  const row = await query.executeTakeFirst();
  return {
    loads: Number(row?.loads ?? 0),
    tons: Number(row?.tons ?? 0),
    cubicYards: Number(row?.cubic_yards ?? 0),
  };
}

/** Trips and hours each driver logged on this company's jobs. */
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

/** The latest thing each driver recorded: a metrics entry or a load. */
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
