import type { Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { DriverMetricsTable, LoadsTable } from "../../db/schema.js";
import { loadsWithJob, rowColumns } from "./loads.repo.js";

/**
 * Delivered tickets (and voided ones, for the record) of a company, or one of its jobs, whose
 * delivery falls in [from, to), with the job's title and the invoice each live one is on.
 */
export function findDeliveredTickets(
  db: Executor,
  range: { companyId: string; jobId?: string; from: string; to: string },
) {
  let query = loadsWithJob(db)
    .leftJoin("invoice_lines as il", "il.billed_load_id", "l.id")
    .leftJoin("invoices as i", "i.id", "il.invoice_id")
    .select([
      ...rowColumns,
      "l.approval_note",
      "l.approved_at",
      "l.truck_id",
      "l.updated_at",
      "l.replaces_load_id",
      "i.number as invoice_number",
    ])
    .where("l.company_id", "=", range.companyId)
    .where("l.status", "in", ["completed", "voided"])
    .where("l.completed_at", ">=", range.from)
    .where("l.completed_at", "<", range.to);
  if (range.jobId) query = query.where("l.job_id", "=", range.jobId);
  return query.orderBy("l.completed_at").orderBy("l.load_number").execute();
}
export type DeliveredTicket = Awaited<ReturnType<typeof findDeliveredTickets>>[number];

/** Live tickets of the company carrying any of these ticket numbers. */
export function findByTicketNumbers(db: Executor, companyId: string, numbers: string[]) {
  if (numbers.length === 0) return Promise.resolve([]);
  return loadsWithJob(db)
    .select(["l.id", "l.ticket_number", "l.load_number", "j.title as job_title"])
    .where("l.company_id", "=", companyId)
    .where("l.ticket_number", "in", numbers)
    .where("l.status", "<>", "voided")
    .execute();
}

/** The job's daily-metrics entries of a day: each driver's hours. */
export function findDayHours(db: Executor, jobId: string, day: string) {
  return db
    .selectFrom("driver_metrics")
    .select([
      "id",
      "driver_id",
      "hours_worked",
      "loads_completed",
      "approval",
      "approval_note",
      "updated_at",
      "created_at",
    ])
    .where("job_id", "=", jobId)
    .where("date", "=", day)
    .orderBy("created_at")
    .execute();
}

/** A daily-metrics entry with its job, held until the transaction ends (PostgreSQL). */
export function findHoursForUpdate(db: Executor, dialect: Dialect, entryId: string) {
  return dialect
    .forUpdate(
      db
        .selectFrom("driver_metrics")
        .select(["id", "driver_id", "job_id", "date", "approval", "updated_at"])
        .where("id", "=", entryId),
    )
    .executeTakeFirst();
}

export function setHoursApproval(
  db: Executor,
  entryId: string,
  patch: Pick<DriverMetricsTable, "approval" | "approval_note"> &
    Partial<Pick<DriverMetricsTable, "approved_at" | "approved_by">>,
) {
  return db.updateTable("driver_metrics").set(patch).where("id", "=", entryId).execute();
}

export function setLoadApproval(
  db: Executor,
  loadId: string,
  patch: Pick<LoadsTable, "approval" | "approval_note"> &
    Partial<Pick<LoadsTable, "approved_at" | "approved_by">>,
) {
  return db.updateTable("loads").set(patch).where("id", "=", loadId).execute();
}
