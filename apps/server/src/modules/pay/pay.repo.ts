import { sql } from "kysely";
import type { Executor } from "../../db/database.js";
import { columnList, type Dialect, type JsonColumns, jsonBatches } from "../../db/dialect.js";
import type { PayDeductionsTable, PayLinesTable, PayStatementsTable } from "../../db/schema.js";
import { workLineColumns } from "../billing-documents/billable-work.js";

/** The company's jobs, with what a pay line names. */
export function findCompanyJobs(db: Executor, companyId: string) {
  return db
    .selectFrom("jobs")
    .select(["id", "title", "job_number", "purchase_order"])
    .where("company_id", "=", companyId)
    .execute();
}

export function insertStatement(db: Executor, statement: PayStatementsTable) {
  return db.insertInto("pay_statements").values(statement).execute();
}

const lineColumns: JsonColumns<keyof PayLinesTable> = {
  id: "text",
  statement_id: "text",
  position: "integer",
  paid_load_id: "text",
  paid_metrics_id: "text",
  rate_cents: "integer",
  percent_bp: "integer",
  basis_cents: "integer",
  ...workLineColumns,
};

export async function insertLines(db: Executor, dialect: Dialect, lines: PayLinesTable[]) {
  for (const json of jsonBatches(lineColumns, lines)) {
    await sql`insert into pay_lines (${columnList(lineColumns)}) ${dialect.jsonRows(lineColumns, json)}`.execute(
      db,
    );
  }
}

export function findStatement(db: Executor, statementId: string) {
  return db
    .selectFrom("pay_statements")
    .selectAll()
    .where("id", "=", statementId)
    .executeTakeFirst();
}

export function findStatementForUpdate(db: Executor, dialect: Dialect, statementId: string) {
  return dialect
    .forUpdate(db.selectFrom("pay_statements").selectAll().where("id", "=", statementId))
    .executeTakeFirst();
}

export function findLines(db: Executor, statementId: string) {
  return db
    .selectFrom("pay_lines")
    .selectAll()
    .where("statement_id", "=", statementId)
    .orderBy("position")
    .execute();
}

export function findDeductions(db: Executor, statementId: string) {
  return db
    .selectFrom("pay_deductions")
    .selectAll()
    .where("statement_id", "=", statementId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Statements of a company (or of one payee), newest number first, with their line counts. */
export function findStatements(
  db: Executor,
  filter: {
    companyId?: string;
    payeeKind?: string;
    payeeId?: string;
    statuses?: PayStatementsTable["status"][];
  },
) {
  let query = db
    .selectFrom("pay_statements as s")
    .selectAll("s")
    .select((eb) =>
      eb
        .selectFrom("pay_lines as pl")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("pl.statement_id", "=", "s.id")
        .as("line_count"),
    );
  if (filter.companyId) query = query.where("s.company_id", "=", filter.companyId);
  if (filter.payeeKind) query = query.where("s.payee_kind", "=", filter.payeeKind as "driver");
  if (filter.payeeId) query = query.where("s.payee_id", "=", filter.payeeId);
  if (filter.statuses) query = query.where("s.status", "in", filter.statuses);
  return query.orderBy("s.number", "desc").execute();
}

export function updateStatement(
  db: Executor,
  statementId: string,
  patch: Partial<Omit<PayStatementsTable, "id" | "company_id" | "number">>,
) {
  return db.updateTable("pay_statements").set(patch).where("id", "=", statementId).execute();
}

export function insertDeduction(db: Executor, deduction: PayDeductionsTable) {
  return db.insertInto("pay_deductions").values(deduction).execute();
}

export function deleteDeduction(db: Executor, statementId: string, deductionId: string) {
  return db
    .deleteFrom("pay_deductions")
    .where("statement_id", "=", statementId)
    .where("id", "=", deductionId)
    .executeTakeFirst();
}

export function releaseLines(db: Executor, statementId: string) {
  return db
    .updateTable("pay_lines")
    .set({ paid_load_id: null, paid_metrics_id: null })
    .where("statement_id", "=", statementId)
    .execute();
}

/** The live statement paying this ticket, if any. */
export function findHolder(db: Executor, loadId: string) {
  return db
    .selectFrom("pay_lines as pl")
    .innerJoin("pay_statements as s", "s.id", "pl.statement_id")
    .select(["s.number", "s.status"])
    .where("pl.paid_load_id", "=", loadId)
    .executeTakeFirst();
}

/** The last delivery day of this job on an issued statement. */
export async function lastIssuedDay(db: Executor, jobId: string): Promise<string | null> {
  const row = await db
    .selectFrom("pay_lines as pl")
    .innerJoin("pay_statements as s", "s.id", "pl.statement_id")
    .select((eb) => eb.fn.max("pl.delivered_on").as("last"))
    .where("pl.job_id", "=", jobId)
    .where("s.status", "=", "issued")
    .executeTakeFirst();
  return (row?.last as string | null | undefined) ?? null;
}

/** Lines of the company's statements issued in [from, to), for the accountant's exports. */
export function findIssuedLines(db: Executor, companyId: string, from: string, to: string) {
  return db
    .selectFrom("pay_lines as pl")
    .innerJoin("pay_statements as s", "s.id", "pl.statement_id")
    .selectAll("pl")
    .select([
      "s.number as statement_number",
      "s.status as statement_status",
      "s.payee_name",
      "s.payee_kind",
      "s.issued_at",
    ])
    .where("s.company_id", "=", companyId)
    .where("s.issued_at", ">=", from)
    .where("s.issued_at", "<", to)
    .orderBy("s.number")
    .orderBy("pl.position")
    .execute();
}
export type ExportedPayLineRow = Awaited<ReturnType<typeof findIssuedLines>>[number];

/** Deductions of the company's statements issued in [from, to). */
export function findIssuedDeductions(db: Executor, companyId: string, from: string, to: string) {
  return db
    .selectFrom("pay_deductions as d")
    .innerJoin("pay_statements as s", "s.id", "d.statement_id")
    .select([
      "d.description",
      "d.amount_cents",
      "s.number as statement_number",
      "s.status as statement_status",
      "s.payee_name",
      "s.payee_kind",
      "s.issued_at",
    ])
    .where("s.company_id", "=", companyId)
    .where("s.issued_at", ">=", from)
    .where("s.issued_at", "<", to)
    .orderBy("s.number")
    .execute();
}
