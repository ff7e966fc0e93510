import { sql } from "kysely";
import {
  type ColumnTypes,
  columnTypesFor,
  type MigrationDb,
  type MigrationFactory,
} from "./types.js";

/** The approval columns a load ticket and a day's hours share. */
async function addApprovalColumns(db: MigrationDb, table: string, t: ColumnTypes) {
  await db.schema
    .alterTable(table)
    .addColumn("approval", "text", (c) => c.notNull().defaultTo("pending"))
    .execute();
  await db.schema.alterTable(table).addColumn("approved_at", t.timestamp).execute();
  await db.schema
    .alterTable(table)
    .addColumn("approved_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable(table).addColumn("approval_note", "text").execute();
  await db.schema
    .alterTable(table)
    .addColumn("truck_id", "text", (c) => c.references("trucks.id").onDelete("set null"))
    .execute();
}

/** What every invoice and pay line copies from its ticket, so an issued document never changes. */
const copiedTicketColumns = (t: ColumnTypes) =>
  [
    ["job_id", "text"],
    ["job_title", "text"],
    ["job_number", "text"],
    ["material", "text"],
    ["ticket_number", "text"],
    ["load_number", "integer"],
    ["delivered_on", "text"],
    ["driver_name", "text"],
    ["truck_number", "text"],
    ["quantity", t.double],
  ] as const;

/**
 * From approved tickets to invoices and pay.
 *
 * - `customers` a company bills; a job names its customer and purchase order.
 * - Trucks gain their capacity (what a ticket is checked against) and, for a hired truck,
 *   who is paid for it.
 * - Load tickets and a day's hours (driver_metrics) gain an approval state and the truck they
 *   were hauled with; a ticket that replaces a voided approved one names it.
 * - `driver_shifts`: when each driver went on and off duty (a ticket outside them is flagged).
 * - `bill_rates` and `pay_rates` per job, each from a start day.
 * - `document_counters` number invoices and pay statements per company.
 * - `invoices`/`invoice_lines` and `pay_statements`/`pay_lines`/`pay_deductions`. A line's
 *   `billed_load_id` (`paid_load_id` for pay) is its ticket while the document is not void,
 *   null once it is: a unique index on it is the database's own guarantee that a ticket is on
 *   at most one live invoice (and paid at most once). The same holds for hours.
 */
export const invoicing: MigrationFactory = (kind) => {
  const t = columnTypesFor(kind);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable("customers")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text")
        .addColumn("billing_address", "text")
        .addColumn("terms_days", "integer", (c) => c.notNull().defaultTo(30))
        .addColumn("archived_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("customers_company_name", ["company_id", "name"])
        .execute();

      await db.schema
        .alterTable("jobs")
        .addColumn("customer_id", "text", (c) => c.references("customers.id").onDelete("set null"))
        .execute();
      await db.schema.alterTable("jobs").addColumn("purchase_order", "text").execute();
      await db.schema.createIndex("jobs_customer").on("jobs").column("customer_id").execute();

      await db.schema.alterTable("trucks").addColumn("capacity_tons", t.double).execute();
      await db.schema.alterTable("trucks").addColumn("capacity_cubic_yards", t.double).execute();
      await db.schema.alterTable("trucks").addColumn("hired_from", "text").execute();

      await addApprovalColumns(db, "loads", t);
      await db.schema
        .alterTable("loads")
        .addColumn("replaces_load_id", "text", (c) => c.references("loads.id"))
        .execute();
      await db.schema
        .createIndex("loads_company_ticket_number")
        .on("loads")
        .columns(["company_id", "ticket_number"])
        .execute();
      await addApprovalColumns(db, "driver_metrics", t);
      await db.schema
        .createIndex("driver_metrics_job_date")
        .on("driver_metrics")
        .columns(["job_id", "date"])
        .execute();

      await db.schema
        .createTable("driver_shifts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("driver_id", "text", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("started_at", t.timestamp, (c) => c.notNull())
        .addColumn("ended_at", t.timestamp)
        .execute();
      await db.schema
        .createIndex("driver_shifts_driver_started")
        .on("driver_shifts")
        .columns(["driver_id", "started_at"])
        .execute();

      await db.schema
        .createTable("bill_rates")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("job_id", "text", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
        .addColumn("per", "text", (c) => c.notNull())
        .addColumn("rate_cents", "integer", (c) => c.notNull())
        .addColumn("minimum_cents", "integer")
        .addColumn("fuel_surcharge_bp", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("starts_on", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("bill_rates_job_start", ["job_id", "starts_on"])
        .execute();

      await db.schema
        .createTable("pay_rates")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("job_id", "text", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
        .addColumn("payee_kind", "text", (c) => c.notNull())
        // '' is everyone of that kind on the job without a rate of their own.
        .addColumn("payee_id", "text", (c) => c.notNull())
        .addColumn("per", "text", (c) => c.notNull())
        .addColumn("rate_cents", "integer")
        .addColumn("percent_bp", "integer")
        .addColumn("starts_on", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("pay_rates_job_payee_start", [
          "job_id",
          "payee_kind",
          "payee_id",
          "starts_on",
        ])
        .execute();

      await db.schema
        .createTable("document_counters")
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("last_number", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("document_counters_pk", ["company_id", "kind"])
        .execute();

      await db.schema
        .createTable("invoices")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id"))
        .addColumn("number", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("period_from", "text", (c) => c.notNull())
        .addColumn("period_to", "text", (c) => c.notNull())
        .addColumn("customer_name", "text", (c) => c.notNull())
        .addColumn("customer_email", "text")
        .addColumn("billing_address", "text")
        .addColumn("terms_days", "integer", (c) => c.notNull())
        .addColumn("issued_on", "text")
        .addColumn("due_on", "text")
        .addColumn("subtotal_cents", "integer", (c) => c.notNull())
        .addColumn("surcharge_cents", "integer", (c) => c.notNull())
        .addColumn("total_cents", "integer", (c) => c.notNull())
        .addColumn("sent_at", t.timestamp)
        .addColumn("sent_to", "text")
        .addColumn("paid_on", "text")
        .addColumn("paid_reference", "text")
        .addColumn("voided_at", t.timestamp)
        .addColumn("void_reason", "text")
        .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("invoices_company_number", ["company_id", "number"])
        .execute();
      await db.schema
        .createIndex("invoices_company_created")
        .on("invoices")
        .columns(["company_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("invoices_customer")
        .on("invoices")
        .columns(["customer_id", "status"])
        .execute();

      let lines = db.schema
        .createTable("invoice_lines")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("invoice_id", "text", (c) =>
          c.notNull().references("invoices.id").onDelete("cascade"),
        )
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("load_id", "text", (c) => c.references("loads.id"))
        .addColumn("billed_load_id", "text", (c) => c.unique())
        .addColumn("metrics_id", "text", (c) => c.references("driver_metrics.id"))
        .addColumn("billed_metrics_id", "text", (c) => c.unique())
        .addColumn("purchase_order", "text");
      for (const [name, type] of copiedTicketColumns(t)) lines = lines.addColumn(name, type);
      await lines
        .addColumn("unit", "text", (c) => c.notNull())
        .addColumn("rate_cents", "integer", (c) => c.notNull())
        .addColumn("minimum_cents", "integer")
        .addColumn("amount_cents", "integer", (c) => c.notNull())
        .addColumn("surcharge_bp", "integer", (c) => c.notNull())
        .addCheckConstraint(
          "invoice_lines_billed_is_own",
          sql`(billed_load_id is null or billed_load_id = load_id) and (billed_metrics_id is null or billed_metrics_id = metrics_id)`,
        )
        .execute();
      await db.schema
        .createIndex("invoice_lines_invoice")
        .on("invoice_lines")
        .columns(["invoice_id", "position"])
        .execute();
      await db.schema
        .createIndex("invoice_lines_load")
        .on("invoice_lines")
        .column("load_id")
        .execute();

      await db.schema
        .createTable("pay_statements")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("number", "integer", (c) => c.notNull())
        .addColumn("payee_kind", "text", (c) => c.notNull())
        .addColumn("payee_id", "text", (c) => c.notNull())
        .addColumn("payee_name", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("period_from", "text", (c) => c.notNull())
        .addColumn("period_to", "text", (c) => c.notNull())
        .addColumn("gross_cents", "integer", (c) => c.notNull())
        .addColumn("deductions_cents", "integer", (c) => c.notNull())
        .addColumn("net_cents", "integer", (c) => c.notNull())
        .addColumn("issued_at", t.timestamp)
        .addColumn("voided_at", t.timestamp)
        .addColumn("void_reason", "text")
        .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("pay_statements_company_number", ["company_id", "number"])
        .execute();
      await db.schema
        .createIndex("pay_statements_payee")
        .on("pay_statements")
        .columns(["payee_kind", "payee_id", "status"])
        .execute();
      await db.schema
        .createIndex("pay_statements_company_created")
        .on("pay_statements")
        .columns(["company_id", "created_at"])
        .execute();

      let payLines = db.schema
        .createTable("pay_lines")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("statement_id", "text", (c) =>
          c.notNull().references("pay_statements.id").onDelete("cascade"),
        )
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("load_id", "text", (c) => c.references("loads.id"))
        .addColumn("paid_load_id", "text", (c) => c.unique())
        .addColumn("metrics_id", "text", (c) => c.references("driver_metrics.id"))
        .addColumn("paid_metrics_id", "text", (c) => c.unique());
      for (const [name, type] of copiedTicketColumns(t)) payLines = payLines.addColumn(name, type);
      await payLines
        .addColumn("unit", "text", (c) => c.notNull())
        .addColumn("rate_cents", "integer")
        .addColumn("percent_bp", "integer")
        .addColumn("basis_cents", "integer")
        .addColumn("amount_cents", "integer", (c) => c.notNull())
        .addCheckConstraint(
          "pay_lines_paid_is_own",
          sql`(paid_load_id is null or paid_load_id = load_id) and (paid_metrics_id is null or paid_metrics_id = metrics_id)`,
        )
        .execute();
      await db.schema
        .createIndex("pay_lines_statement")
        .on("pay_lines")
        .columns(["statement_id", "position"])
        .execute();

      await db.schema
        .createTable("pay_deductions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("statement_id", "text", (c) =>
          c.notNull().references("pay_statements.id").onDelete("cascade"),
        )
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("amount_cents", "integer", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("pay_deductions_statement")
        .on("pay_deductions")
        .column("statement_id")
        .execute();
    },
  };
};
