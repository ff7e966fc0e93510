import { type Expression, type SqlBool, sql } from "kysely";
import type { Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";

/** The documents drafted from approved work, each numbered in its own sequence per company. */
export type DocumentKind = "invoice" | "pay_statement";

/**
 * The next number of a company's invoices or pay statements, taken under the counter row's
 * lock: drafts of one company are numbered one after another, with no gaps (a voided document
 * keeps its number).
 */
export async function takeNumber(
  db: Executor,
  dialect: Dialect,
  companyId: string,
  kind: DocumentKind,
): Promise<number> {
  await db
    .insertInto("document_counters")
    .values({ company_id: companyId, kind, last_number: 0 })
    .onConflict((oc) => oc.columns(["company_id", "kind"]).doNothing())
    .execute();
  const row = await dialect
    .forUpdate(
      db
        .selectFrom("document_counters")
        .select("last_number")
        .where("company_id", "=", companyId)
        .where("kind", "=", kind),
    )
    .executeTakeFirstOrThrow();
  const next = Number(row.last_number) + 1;
  await db
    .updateTable("document_counters")
    .set({ last_number: next })
    .where("company_id", "=", companyId)
    .where("kind", "=", kind)
    .execute();
  return next;
}

/** Whose work a pay statement pays: a hired truck's, or a driver's not hauled on a hired truck. */
export type PayeeFilter =
  | { kind: "driver"; driverId: string; hiredTruckIds: string[] }
  | { kind: "truck"; truckId: string };

/** The payee's rows of loads (`l`) or daily metrics (`m`), which both name a driver and a truck. */
function ofPayee(alias: "l" | "m", payee: PayeeFilter): Expression<SqlBool> {
  const truck = sql.ref(`${alias}.truck_id`);
  if (payee.kind === "truck") return sql<SqlBool>`${truck} = ${payee.truckId}`;
  const driver = sql<SqlBool>`${sql.ref(`${alias}.driver_id`)} = ${payee.driverId}`;
  if (payee.hiredTruckIds.length === 0) return driver;
  return sql<SqlBool>`${driver} and (${truck} is null or ${truck} not in (${sql.join(
    payee.hiredTruckIds,
  )}))`;
}

/**
 * Approved, delivered tickets in [from, to) that no live document of the kind holds: of these
 * jobs (an invoice's customer), or of the company (a statement, across every job it hauled,
 * shared ones included), for one payee when given. Locked until the transaction ends
 * (PostgreSQL): a ticket voided meanwhile waits for this draft, or drops out of it.
 */
export function findUnheldTickets(
  db: Executor,
  dialect: Dialect,
  range: {
    heldBy: DocumentKind;
    of: { jobIds: string[] } | { companyId: string };
    from: string;
    to: string;
    payee?: PayeeFilter;
  },
) {
  const { of, payee } = range;
  if ("jobIds" in of && of.jobIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom("loads as l")
    .select([
      "l.id",
      "l.job_id",
      "l.load_number",
      "l.ticket_number",
      "l.material_type",
      "l.quantity",
      "l.quantity_unit",
      "l.completed_at",
      "l.driver_name",
      "l.truck_id",
    ])
    .where("l.status", "=", "completed")
    .where("l.completed_at", ">=", range.from)
    .where("l.completed_at", "<", range.to)
    .where("l.approval", "=", "approved")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          range.heldBy === "invoice"
            ? selectFrom("invoice_lines as il")
                .select("il.id")
                .whereRef("il.billed_load_id", "=", "l.id")
            : selectFrom("pay_lines as pl")
                .select("pl.id")
                .whereRef("pl.paid_load_id", "=", "l.id"),
        ),
      ),
    );
  query =
    "jobIds" in of
      ? query.where("l.job_id", "in", of.jobIds)
      : query.where("l.company_id", "=", of.companyId);
  if (payee) query = query.where(ofPayee("l", payee));
  return dialect.forUpdate(query).execute();
}
export type UnheldTicketRow = Awaited<ReturnType<typeof findUnheldTickets>>[number];

/**
 * Approved hours (daily metrics) of these jobs in the days [fromDay, toDay] that no live
 * document of the kind holds, with the driver's name, for one payee when given.
 */
export function findUnheldHours(
  db: Executor,
  range: {
    heldBy: DocumentKind;
    jobIds: string[];
    fromDay: string;
    toDay: string;
    payee?: PayeeFilter;
  },
) {
  if (range.jobIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom("driver_metrics as m")
    .leftJoin("profiles as p", "p.id", "m.driver_id")
    .select([
      "m.id",
      "m.job_id",
      "m.driver_id",
      "m.date",
      "m.hours_worked",
      "m.truck_id",
      "p.first_name",
      "p.last_name",
    ])
    .where("m.job_id", "in", range.jobIds)
    .where("m.date", ">=", range.fromDay)
    .where("m.date", "<=", range.toDay)
    .where("m.approval", "=", "approved")
    .where("m.hours_worked", ">", 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          range.heldBy === "invoice"
            ? selectFrom("invoice_lines as il")
                .select("il.id")
                .whereRef("il.billed_metrics_id", "=", "m.id")
            : selectFrom("pay_lines as pl")
                .select("pl.id")
                .whereRef("pl.paid_metrics_id", "=", "m.id"),
        ),
      ),
    );
  if (range.payee) query = query.where(ofPayee("m", range.payee));
  return query.execute();
}
export type UnheldHoursRow = Awaited<ReturnType<typeof findUnheldHours>>[number];
