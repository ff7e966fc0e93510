import { sql } from "kysely";
import type { Executor } from "../../db/database.js";
import type { DriverMetricsTable } from "../../db/schema.js";

const entryColumns = [
  "m.id",
  "m.driver_id",
  "m.job_id",
  "j.title as job_title",
  "j.job_number",
  "m.date",
  "m.loads_completed",
  "m.hours_worked",
  "m.miles_driven",
  "m.fuel_used",
  "m.notes",
  "m.latitude",
  "m.longitude",
  "m.created_at",
  "m.updated_at",
  "m.approval",
] as const;

/** What a driver's entry may change; its approval and truck are set apart. */
export type EntryFigures = Omit<
  DriverMetricsTable,
  | "id"
  | "driver_id"
  | "job_id"
  | "date"
  | "created_at"
  | "approval"
  | "approved_at"
  | "approved_by"
  | "approval_note"
  | "truck_id"
>;

export type MetricsEntryRow = NonNullable<Awaited<ReturnType<typeof findEntry>>>;

/** The driver's entry for one job and day. */
export function findEntry(db: Executor, driverId: string, jobId: string, date: string) {
  return db
    .selectFrom("driver_metrics as m")
    .leftJoin("jobs as j", "j.id", "m.job_id")
    .select(entryColumns)
    .where("m.driver_id", "=", driverId)
    .where("m.date", "=", date)
    .where("m.job_id", "=", jobId)
    .executeTakeFirst();
}

/** The driver's entries of these days, latest first. */
export function findEntriesOfDays(db: Executor, driverId: string, dates: string[]) {
  return db
    .selectFrom("driver_metrics as m")
    .leftJoin("jobs as j", "j.id", "m.job_id")
    .select(entryColumns)
    .where("m.driver_id", "=", driverId)
    .where("m.date", "in", dates)
    .orderBy("m.updated_at", "desc")
    .execute();
}

export function insertEntry(db: Executor, entry: DriverMetricsTable) {
  return db.insertInto("driver_metrics").values(entry).execute();
}

export function updateEntry(
  db: Executor,
  entryId: string,
  patch: EntryFigures & Partial<Pick<DriverMetricsTable, "approval" | "approval_note">>,
) {
  return db.updateTable("driver_metrics").set(patch).where("id", "=", entryId).execute();
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
        .select(["driver_id", "updated_at as at"])
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
