import { randomUUID } from "node:crypto";
import {
  type AddDeductionInputSchema,
  type CreatePayStatementInputSchema,
  driverNameOf,
  messages,
  type PayLine,
  type PayStatement,
  type PayStatementList,
  type PayStatementListQuerySchema,
  percentOf,
  type Valid,
  type VoidDocumentInputSchema,
  zonedDayBounds,
} from "@haulwise/domain";
import { type Actor, requireContractor, requireRole } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db, Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { PayDeductionsTable, PayLinesTable, PayStatementsTable } from "../../db/schema.js";
import type { EventBus } from "../../events/bus.js";
import { badRequest, conflict, notFound } from "../../http/app-error.js";
import type { Translator } from "../../i18n/translator.js";
import { printableLogo } from "../../pdf/logo.js";
import {
  billingJobsOf,
  billingRatesOf,
  storedWorkLineOf,
} from "../billing-documents/billable-work.js";
import type {
  BillingDocumentsService,
  PayeeFilter,
} from "../billing-documents/billing-documents.service.js";
import { documentWords } from "../billing-documents/document-words.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { RatesService } from "../rates/rates.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import * as repo from "./pay.repo.js";
import { type PayRate, payLines } from "./pay-lines.js";
import { renderPayStatementPdf } from "./pay-pdf.js";

export type PayService = ReturnType<typeof createPayService>;

const m = messages.pay;

function toLine(row: PayLinesTable): PayLine {
  return {
    loadId: row.load_id,
    metricsId: row.metrics_id,
    quantity: Number(row.quantity ?? 0),
    unit: row.unit as PayLine["unit"],
    rateCents: row.rate_cents === null ? null : Number(row.rate_cents),
    percent: row.percent_bp === null ? null : percentOf(Number(row.percent_bp)),
    basisCents: row.basis_cents === null ? null : Number(row.basis_cents),
    amountCents: Number(row.amount_cents),
    jobId: row.job_id,
    jobTitle: row.job_title,
    jobNumber: row.job_number,
    material: row.material,
    ticketNumber: row.ticket_number,
    loadNumber: row.load_number === null ? null : Number(row.load_number),
    deliveredOn: row.delivered_on,
    driverName: row.driver_name,
    truckNumber: row.truck_number,
  };
}

function summaryOf(row: PayStatementsTable) {
  return {
    id: row.id,
    number: Number(row.number),
    status: row.status,
    payee: { kind: row.payee_kind, id: row.payee_id, name: row.payee_name },
    from: row.period_from,
    to: row.period_to,
    grossCents: Number(row.gross_cents),
    deductionsCents: Number(row.deductions_cents),
    netCents: Number(row.net_cents),
    issuedAt: row.issued_at,
    voidedAt: row.voided_at,
    voidReason: row.void_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toStatement(
  row: PayStatementsTable,
  lines: PayLinesTable[],
  deductions: PayDeductionsTable[],
): PayStatement {
  return {
    ...summaryOf(row),
    lines: lines.map(toLine),
    deductions: deductions.map((d) => ({
      id: d.id,
      description: d.description,
      amountCents: Number(d.amount_cents),
    })),
  };
}

/**
 * Pay statements for drivers and hired trucks from the same approved tickets and hours the
 * invoices bill, with deductions; a ticket is paid on at most one statement that is not void
 * (a unique index on `pay_lines.paid_load_id`). Drivers read their own issued statements.
 */
export function createPayService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
  companies: CompaniesService;
  profiles: ProfilesService;
  translator: Pick<Translator, "wordingFor">;
  trucks: TrucksService;
  rates: RatesService;
  billingDocuments: BillingDocumentsService;
}) {
  const { db, dialect, clock, events, companies, profiles, trucks, rates, billingDocuments } = deps;
  const nowIso = () => clock.now().toISOString();

  /** The statement, for its company's contractors, or its driver once it is issued. */
  async function requireReadable(actor: Actor, statementId: string) {
    const row = await repo.findStatement(db, statementId);
    if (!row) throw notFound(m.notFound);
    if (actor.role === "contractor" && actor.company?.id === row.company_id) return row;
    if (
      actor.role === "driver" &&
      row.payee_kind === "driver" &&
      row.payee_id === actor.userId &&
      row.status !== "draft"
    ) {
      return row;
    }
    throw notFound(m.notFound);
  }

  async function load(row: PayStatementsTable): Promise<PayStatement> {
    const [lines, deductions] = await Promise.all([
      repo.findLines(db, row.id),
      repo.findDeductions(db, row.id),
    ]);
    return toStatement(row, lines, deductions);
  }

  async function reload(statementId: string) {
    return load((await repo.findStatement(db, statementId))!);
  }

  /** The payee's name, or a 400 when they are not the company's driver or hired truck. */
  async function payeeOf(companyId: string, kind: "driver" | "truck", payeeId: string) {
    if (kind === "driver") {
      if ((await companies.memberRoleOf(db, companyId, payeeId)) !== "driver") {
        throw badRequest(messages.rates.payeeInvalid, [
          { path: "payee", message: messages.rates.payeeInvalid },
        ]);
      }
      const name = (await profiles.namesOf([payeeId])).get(payeeId);
      return driverNameOf(name?.firstName ?? null, name?.lastName ?? null);
    }
    const truck = (await trucks.trucksById(companyId, [payeeId])).get(payeeId);
    if (!truck?.hired_from) {
      throw badRequest(messages.rates.payeeNotHired, [
        { path: "payee", message: messages.rates.payeeNotHired },
      ]);
    }
    return `${truck.hired_from} (#${truck.truck_number})`;
  }

  /** Runs a change on a draft (or any) statement under its row lock, and announces it. */
  async function change(
    actor: Actor,
    statementId: string,
    what: string,
    decide: (trx: Executor, row: PayStatementsTable) => Promise<Partial<PayStatementsTable>>,
  ): Promise<PayStatement> {
    const company = requireContractor(actor);
    const row = await db.transaction().execute(async (trx) => {
      const current = await repo.findStatementForUpdate(trx, dialect, statementId);
      if (!current || current.company_id !== company.id) throw notFound(m.notFound);
      const patch = await decide(trx, current);
      await repo.updateStatement(trx, statementId, { ...patch, updated_at: nowIso() });
      return { ...current, ...patch };
    });
    events.emit("pay_statement.changed", {
      companyId: company.id,
      statementId,
      change: what,
      payeeUserId: row.payee_kind === "driver" ? row.payee_id : null,
      number: Number(row.number),
      netCents: Number(row.net_cents),
    });
    return reload(statementId);
  }

  /** Gross, deductions and net of a statement from its lines and deductions as stored. */
  async function totalsOf(trx: Executor, statementId: string) {
    const [lines, deductions] = await Promise.all([
      repo.findLines(trx, statementId),
      repo.findDeductions(trx, statementId),
    ]);
    const gross = lines.reduce((sum, line) => sum + Number(line.amount_cents), 0);
    const deducted = deductions.reduce((sum, d) => sum + Number(d.amount_cents), 0);
    return { gross_cents: gross, deductions_cents: deducted, net_cents: gross - deducted };
  }

  /** Builds and stores one draft in one transaction, answering its id. */
  async function storeDraft(
    actor: Actor,
    company: { id: string; timeZone: string },
    payee: { kind: "driver" | "truck"; id: string; name: string },
    period: { from: string; to: string },
  ): Promise<string> {
    // Everything read outside the transaction first: on SQLite it holds the one connection.
    const jobs = billingJobsOf(await repo.findCompanyJobs(db, company.id));
    const jobIds = [...jobs.keys()];
    const [storedPay, storedBill, hired, truckRows] = await Promise.all([
      rates.payRatesOf(jobIds),
      rates.billRatesOf(jobIds),
      trucks.hiredTrucksOf(company.id),
      trucks.idsOf(company.id).then((ids) => trucks.trucksById(company.id, ids)),
    ]);
    const payRates = new Map<string, PayRate[]>(
      [...storedPay].map(([jobId, list]) => [
        jobId,
        list
          .filter((rate) => rate.payee_kind === payee.kind)
          .map((rate) => ({
            payeeId: rate.payee_id || null,
            per: rate.per,
            rateCents: rate.rate_cents === null ? null : Number(rate.rate_cents),
            percentBasisPoints: rate.percent_bp === null ? null : Number(rate.percent_bp),
            startsOn: rate.starts_on,
          })),
      ]),
    );
    const filter: PayeeFilter =
      payee.kind === "truck"
        ? { kind: "truck", truckId: payee.id }
        : { kind: "driver", driverId: payee.id, hiredTruckIds: hired.map((t) => t.id) };
    const truckNumber = (truckId: string | null) =>
      truckId ? (truckRows.get(truckId)?.truck_number ?? null) : null;
    const id = randomUUID();
    await db.transaction().execute(async (trx) => {
      const number = await billingDocuments.takeNumber(trx, company.id, "pay_statement");
      const work = await billingDocuments.unheldWork(trx, {
        heldBy: "pay_statement",
        jobIds,
        companyId: company.id,
        payee: filter,
        period,
        zone: company.timeZone,
        truckNumber,
      });
      const lines = payLines({
        payeeId: payee.id,
        payeeName: payee.name,
        jobs,
        payRates,
        billRates: billingRatesOf(storedBill),
        ...work,
      });
      if (lines.length === 0) throw conflict(m.nothingToPay);
      const gross = lines.reduce((sum, line) => sum + line.amountCents, 0);
      const now = nowIso();
      await repo.insertStatement(trx, {
        id,
        company_id: company.id,
        number,
        payee_kind: payee.kind,
        payee_id: payee.id,
        payee_name: payee.name,
        status: "draft",
        period_from: period.from,
        period_to: period.to,
        gross_cents: gross,
        deductions_cents: 0,
        net_cents: gross,
        issued_at: null,
        voided_at: null,
        void_reason: null,
        created_by: actor.userId,
        created_at: now,
        updated_at: now,
      });
      await repo.insertLines(
        trx,
        dialect,
        lines.map((line, position) => ({
          id: randomUUID(),
          statement_id: id,
          position,
          ...storedWorkLineOf(line),
          paid_load_id: line.loadId,
          paid_metrics_id: line.metricsId,
          rate_cents: line.rateCents,
          percent_bp: line.percentBasisPoints,
          basis_cents: line.basisCents,
        })),
      );
    });
    return id;
  }

  /** In `language` (of who downloads it); English, the specification's, when null. */
  async function pdfOf(statement: PayStatement, companyId: string, language: string | null) {
    const letterhead = await companies.letterheadOf(companyId);
    return renderPayStatementPdf(
      statement,
      {
        name: letterhead.name,
        lines: letterhead.lines,
        logoPng: await printableLogo(letterhead.logo),
      },
      documentWords(deps.translator.wordingFor(language)),
    );
  }

  return {
    /** Drafts a statement from the payee's approved, unpaid tickets and hours in the period. */
    async draft(
      actor: Actor,
      input: Valid<typeof CreatePayStatementInputSchema>,
    ): Promise<PayStatement> {
      const company = requireContractor(actor);
      const details = input;
      const name = await payeeOf(company.id, details.payee.kind, details.payee.id);
      const payee = { ...details.payee, name };
      const id = await billingDocuments.draftRacing(
        () => storeDraft(actor, company, payee, details),
        m.nothingToPay,
      );
      const drafted = await reload(id);
      events.emit("pay_statement.changed", {
        companyId: company.id,
        statementId: id,
        change: "drafted",
        payeeUserId: null,
        number: drafted.number,
        netCents: drafted.netCents,
      });
      return drafted;
    },

    /** The company's drivers and hired trucks, whom statements are drafted for. */
    async payees(actor: Actor) {
      const company = requireContractor(actor);
      const [drivers, hired] = await Promise.all([
        companies.driversOf(company.id),
        trucks.hiredTrucksOf(company.id),
      ]);
      return {
        payees: [
          ...drivers.map((d) => ({
            kind: "driver" as const,
            id: d.id,
            name: driverNameOf(d.first_name, d.last_name),
          })),
          ...hired
            .filter((t) => t.retired_at === null)
            .map((t) => ({
              kind: "truck" as const,
              id: t.id,
              name: `${t.hired_from} (#${t.truck_number})`,
            })),
        ],
      };
    },

    /** The company's statements, newest first. */
    async list(
      actor: Actor,
      input: Valid<typeof PayStatementListQuerySchema> = {},
    ): Promise<PayStatementList> {
      const company = requireContractor(actor);
      const query = input;
      const rows = await repo.findStatements(db, {
        companyId: company.id,
        payeeKind: query.payeeKind,
        payeeId: query.payeeId,
        statuses: query.status ? [query.status] : undefined,
      });
      return {
        statements: rows.map((row) => ({
          ...summaryOf(row),
          lineCount: Number(row.line_count ?? 0),
        })),
      };
    },

    /** The signed-in driver's own statements, once issued. */
    async mine(actor: Actor): Promise<PayStatementList> {
      requireRole(actor, "driver", m.driversOwnOnly);
      const rows = await repo.findStatements(db, {
        payeeKind: "driver",
        payeeId: actor.userId,
        statuses: ["issued", "void"],
      });
      return {
        statements: rows.map((row) => ({
          ...summaryOf(row),
          lineCount: Number(row.line_count ?? 0),
        })),
      };
    },

    /** One statement, for its company's contractors or its own driver. */
    async get(actor: Actor, statementId: string): Promise<PayStatement> {
      return load(await requireReadable(actor, statementId));
    },

    async pdf(actor: Actor, statementId: string): Promise<{ fileName: string; pdf: Buffer }> {
      const row = await requireReadable(actor, statementId);
      const [statement, language] = await Promise.all([
        load(row),
        profiles.languageOf(actor.userId),
      ]);
      return {
        fileName: `pay-statement-${statement.number}.pdf`,
        pdf: await pdfOf(statement, row.company_id, language),
      };
    },

    /** Adds a deduction to a draft; the net may not go below zero. */
    async addDeduction(
      actor: Actor,
      statementId: string,
      input: Valid<typeof AddDeductionInputSchema>,
    ) {
      const details = input;
      return change(actor, statementId, "deducted", async (trx, row) => {
        if (row.status !== "draft") throw conflict(m.onlyDraftChanges);
        await repo.insertDeduction(trx, {
          id: randomUUID(),
          statement_id: statementId,
          description: details.description,
          amount_cents: details.amountCents,
          created_at: nowIso(),
        });
        const totals = await totalsOf(trx, statementId);
        if (totals.net_cents < 0) {
          throw badRequest(m.deductionsAboveGross, [
            { path: "amountCents", message: m.deductionsAboveGross },
          ]);
        }
        return totals;
      });
    },

    async removeDeduction(actor: Actor, statementId: string, deductionId: string) {
      return change(actor, statementId, "deducted", async (trx, row) => {
        if (row.status !== "draft") throw conflict(m.onlyDraftChanges);
        const removed = await repo.deleteDeduction(trx, statementId, deductionId);
        if (Number(removed.numDeletedRows) === 0) throw notFound(m.deductionNotFound);
        return totalsOf(trx, statementId);
      });
    },

    /** Issues a draft to its payee: a driver then sees it. */
    async issue(actor: Actor, statementId: string) {
      return change(actor, statementId, "issued", async (_trx, row) => {
        if (row.status !== "draft") throw conflict(m.onlyDraftChanges);
        return { status: "issued", issued_at: nowIso() };
      });
    },

    /** Voids a statement with a reason: exactly its tickets and hours may be paid again. */
    async void(actor: Actor, statementId: string, input: Valid<typeof VoidDocumentInputSchema>) {
      const { reason } = input;
      return change(actor, statementId, "voided", async (trx, row) => {
        if (row.status === "void") throw conflict(m.alreadyVoid);
        await repo.releaseLines(trx, statementId);
        return { status: "void", voided_at: nowIso(), void_reason: reason };
      });
    },

    /** "pay statement 4": the live statement paying a ticket, for refusing to void it. */
    async holderOf(trx: Executor, loadId: string): Promise<string | null> {
      const holder = await repo.findHolder(trx, loadId);
      if (!holder) return null;
      return `${holder.status === "draft" ? "draft " : ""}pay statement ${holder.number}`;
    },

    lastIssuedDayOf: (jobId: string) => repo.lastIssuedDay(db, jobId),

    /** Lines and deductions of statements issued in the period's days, for the exports. */
    async issuedLines(actor: Actor, from: string, to: string) {
      const company = requireContractor(actor);
      const range = {
        from: zonedDayBounds(from, company.timeZone).from,
        to: zonedDayBounds(to, company.timeZone).to,
      };
      const [lines, deductions] = await Promise.all([
        repo.findIssuedLines(db, company.id, range.from, range.to),
        repo.findIssuedDeductions(db, company.id, range.from, range.to),
      ]);
      return { lines, deductions, timeZone: company.timeZone };
    },
  };
}
