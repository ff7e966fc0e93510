import { sql } from "kysely";
import type { Executor } from "../../db/database.js";
import { columnList, type Dialect, type JsonColumns, jsonBatches } from "../../db/dialect.js";
import type { InvoiceLinesTable, InvoicesTable } from "../../db/schema.js";
import { workLineColumns } from "../billing-documents/billable-work.js";

/** The customer's jobs, with what an invoice line names. */
export function findCustomerJobs(db: Executor, companyId: string, customerId: string) {
  return db
    .selectFrom("jobs")
    .select(["id", "title", "job_number", "purchase_order"])
    .where("company_id", "=", companyId)
    .where("customer_id", "=", customerId)
    .execute();
}

export function insertInvoice(db: Executor, invoice: InvoicesTable) {
  return db.insertInto("invoices").values(invoice).execute();
}

const lineColumns: JsonColumns<keyof InvoiceLinesTable> = {
  id: "text",
  invoice_id: "text",
  position: "integer",
  billed_load_id: "text",
  billed_metrics_id: "text",
  purchase_order: "text",
  rate_cents: "integer",
  minimum_cents: "integer",
  surcharge_bp: "integer",
  ...workLineColumns,
};

/** All of an invoice's lines in one statement, whatever their number (a month of tickets). */
export async function insertLines(db: Executor, dialect: Dialect, lines: InvoiceLinesTable[]) {
  for (const json of jsonBatches(lineColumns, lines)) {
    await sql`insert into invoice_lines (${columnList(lineColumns)}) ${dialect.jsonRows(lineColumns, json)}`.execute(
      db,
    );
  }
}

export function findInvoice(db: Executor, companyId: string, invoiceId: string) {
  return db
    .selectFrom("invoices")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("id", "=", invoiceId)
    .executeTakeFirst();
}

/** The invoice, held until the transaction ends (PostgreSQL), when it is about to change. */
export function findInvoiceForUpdate(
  db: Executor,
  dialect: Dialect,
  companyId: string,
  invoiceId: string,
) {
  return dialect
    .forUpdate(
      db
        .selectFrom("invoices")
        .selectAll()
        .where("company_id", "=", companyId)
        .where("id", "=", invoiceId),
    )
    .executeTakeFirst();
}

export function findLines(db: Executor, invoiceId: string) {
  return db
    .selectFrom("invoice_lines")
    .selectAll()
    .where("invoice_id", "=", invoiceId)
    .orderBy("position")
    .execute();
}

/** The company's invoices, newest number first, with how many lines each has. */
export function findInvoices(
  db: Executor,
  companyId: string,
  filter: { status?: string; customerId?: string },
) {
  let query = db
    .selectFrom("invoices as i")
    .selectAll("i")
    .select((eb) =>
      eb
        .selectFrom("invoice_lines as il")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("il.invoice_id", "=", "i.id")
        .as("line_count"),
    )
    .where("i.company_id", "=", companyId);
  if (filter.status) query = query.where("i.status", "=", filter.status as InvoicesTable["status"]);
  if (filter.customerId) query = query.where("i.customer_id", "=", filter.customerId);
  return query.orderBy("i.number", "desc").execute();
}

export function updateInvoice(
  db: Executor,
  invoiceId: string,
  patch: Partial<Omit<InvoicesTable, "id" | "company_id" | "number">>,
) {
  return db.updateTable("invoices").set(patch).where("id", "=", invoiceId).execute();
}

/** Frees a voided invoice's tickets and hours: the unique indexes no longer hold them. */
export function releaseLines(db: Executor, invoiceId: string) {
  return db
    .updateTable("invoice_lines")
    .set({ billed_load_id: null, billed_metrics_id: null })
    .where("invoice_id", "=", invoiceId)
    .execute();
}

/** The live invoice holding this ticket, if any. */
export function findHolder(db: Executor, loadId: string) {
  return db
    .selectFrom("invoice_lines as il")
    .innerJoin("invoices as i", "i.id", "il.invoice_id")
    .select(["i.number", "i.status"])
    .where("il.billed_load_id", "=", loadId)
    .executeTakeFirst();
}

/** The last delivery day of this job on an issued or paid invoice. */
export async function lastIssuedDay(db: Executor, jobId: string): Promise<string | null> {
  const row = await db
    .selectFrom("invoice_lines as il")
    .innerJoin("invoices as i", "i.id", "il.invoice_id")
    .select((eb) => eb.fn.max("il.delivered_on").as("last"))
    .where("il.job_id", "=", jobId)
    .where("i.status", "in", ["issued", "paid"])
    .executeTakeFirst();
  return (row?.last as string | null | undefined) ?? null;
}

/** Lines of the company's invoices issued in [fromDay, toDay], for the accountant's exports. */
export function findIssuedLines(db: Executor, companyId: string, fromDay: string, toDay: string) {
  return db
    .selectFrom("invoice_lines as il")
    .innerJoin("invoices as i", "i.id", "il.invoice_id")
    .selectAll("il")
    .select([
      "i.number as invoice_number",
      "i.status as invoice_status",
      "i.customer_name",
      "i.issued_on",
      "i.due_on",
      "i.terms_days",
      "i.surcharge_cents",
    ])
    .where("i.company_id", "=", companyId)
    .where("i.issued_on", ">=", fromDay)
    .where("i.issued_on", "<=", toDay)
    .orderBy("i.number")
    .orderBy("il.position")
    .execute();
}
export type ExportedLineRow = Awaited<ReturnType<typeof findIssuedLines>>[number];
