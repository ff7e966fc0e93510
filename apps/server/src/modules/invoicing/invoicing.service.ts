import { randomUUID } from "node:crypto";
import {
  type CreateInvoiceInputSchema,
  formatCents,
  type Invoice,
  type InvoiceLine,
  type InvoiceList,
  type InvoiceListQuerySchema,
  invoiceTotals,
  localDayOf,
  type MarkInvoicePaidInputSchema,
  messages,
  percentOf,
  type SendInvoiceInputSchema,
  type Valid,
  type VoidDocumentInputSchema,
} from "@haulwise/domain";
import { type Actor, requireContractor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db, Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { InvoiceLinesTable, InvoicesTable } from "../../db/schema.js";
import type { EventBus } from "../../events/bus.js";
import { badRequest, conflict, notFound, tooManyRequests } from "../../http/app-error.js";
import type { Translator } from "../../i18n/translator.js";
import type { Mailer } from "../../mail/mailer.js";
import { printableLogo } from "../../pdf/logo.js";
import {
  billingJobsOf,
  billingRatesOf,
  storedWorkLineOf,
} from "../billing-documents/billable-work.js";
import type { BillingDocumentsService } from "../billing-documents/billing-documents.service.js";
import { documentWords } from "../billing-documents/document-words.js";
import type { CompaniesService } from "../companies/companies.service.js";
import type { CustomersService } from "../customers/customers.service.js";
import type { ProfilesService } from "../profiles/profiles.service.js";
import type { RatesService } from "../rates/rates.service.js";
import type { TrucksService } from "../trucks/trucks.service.js";
import { billLines } from "./invoice-lines.js";
import { printedDay, renderInvoicePdf } from "./invoice-pdf.js";
import * as repo from "./invoicing.repo.js";

export type InvoicingService = ReturnType<typeof createInvoicingService>;

const m = messages.invoices;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function toLine(row: InvoiceLinesTable): InvoiceLine {
  return {
    loadId: row.load_id,
    quantity: Number(row.quantity ?? 0),
    unit: row.unit as InvoiceLine["unit"],
    rateCents: Number(row.rate_cents),
    amountCents: Number(row.amount_cents),
    metricsId: row.metrics_id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    jobNumber: row.job_number,
    purchaseOrder: row.purchase_order,
    material: row.material,
    ticketNumber: row.ticket_number,
    loadNumber: row.load_number === null ? null : Number(row.load_number),
    deliveredOn: row.delivered_on,
    driverName: row.driver_name,
    truckNumber: row.truck_number,
    minimumCents: row.minimum_cents === null ? null : Number(row.minimum_cents),
    fuelSurchargePercent: percentOf(Number(row.surcharge_bp)),
  };
}

function toInvoice(row: InvoicesTable, lines: InvoiceLinesTable[]): Invoice {
  const parsed = lines.map(toLine);
  const totals = invoiceTotals(
    lines.map((line) => ({
      amountCents: Number(line.amount_cents),
      surchargeBasisPoints: Number(line.surcharge_bp),
    })),
  );
  return {
    ...summaryOf(row),
    lines: parsed,
    surcharges: totals.surcharges.map((s) => ({
      percent: percentOf(s.basisPoints),
      baseCents: s.baseCents,
      amountCents: s.amountCents,
    })),
  };
}

function summaryOf(row: InvoicesTable) {
  return {
    id: row.id,
    number: Number(row.number),
    status: row.status,
    customerId: row.customer_id,
    customer: {
      name: row.customer_name,
      email: row.customer_email,
      billingAddress: row.billing_address,
      termsDays: Number(row.terms_days),
    },
    from: row.period_from,
    to: row.period_to,
    issuedOn: row.issued_on,
    dueOn: row.due_on,
    subtotalCents: Number(row.subtotal_cents),
    surchargeCents: Number(row.surcharge_cents),
    totalCents: Number(row.total_cents),
    sentAt: row.sent_at,
    sentTo: row.sent_to,
    paidOn: row.paid_on,
    paidReference: row.paid_reference,
    voidedAt: row.voided_at,
    voidReason: row.void_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Invoices drafted from a customer's approved tickets, numbered per company, issued, sent with
 * their PDF, paid or voided. A ticket is on at most one invoice that is not void: the unique
 * index on `invoice_lines.billed_load_id` holds it even when two people draft at once.
 */
export function createInvoicingService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
  mailer: Mailer;
  companies: CompaniesService;
  customers: CustomersService;
  rates: RatesService;
  trucks: TrucksService;
  billingDocuments: BillingDocumentsService;
  translator: Pick<Translator, "wordingFor">;
  profiles: Pick<ProfilesService, "languageOf">;
}) {
  const { db, dialect, clock, events, mailer, companies, customers, rates, trucks } = deps;
  const { billingDocuments, translator, profiles } = deps;
  const nowIso = () => clock.now().toISOString();

  async function requireInvoice(companyId: string, invoiceId: string) {
    const row = await repo.findInvoice(db, companyId, invoiceId);
    if (!row) throw notFound(m.notFound);
    return row;
  }

  async function load(companyId: string, invoiceId: string): Promise<Invoice> {
    const row = await requireInvoice(companyId, invoiceId);
    return toInvoice(row, await repo.findLines(db, row.id));
  }

  /** Runs a change on the invoice under its row lock and announces it afterwards. */
  async function change(
    actor: Actor,
    invoiceId: string,
    what: string,
    decide: (
      trx: Executor,
      row: InvoicesTable,
    ) => Promise<Partial<Omit<InvoicesTable, "id" | "company_id" | "number">>>,
  ): Promise<Invoice> {
    const company = requireContractor(actor);
    await db.transaction().execute(async (trx) => {
      const row = await repo.findInvoiceForUpdate(trx, dialect, company.id, invoiceId);
      if (!row) throw notFound(m.notFound);
      const patch = await decide(trx, row);
      await repo.updateInvoice(trx, invoiceId, { ...patch, updated_at: nowIso() });
    });
    events.emit("invoice.changed", { companyId: company.id, invoiceId, change: what });
    return load(company.id, invoiceId);
  }

  /** Builds and stores one draft in one transaction, answering its id. */
  async function storeDraft(
    actor: Actor,
    companyId: string,
    zone: string,
    customer: Awaited<ReturnType<CustomersService["requireBillable"]>>,
    period: { from: string; to: string },
  ): Promise<string> {
    const jobs = billingJobsOf(await repo.findCustomerJobs(db, companyId, customer.id));
    const jobIds = [...jobs.keys()];
    const billing = billingRatesOf(await rates.billRatesOf(jobIds));
    // Read before the transaction: on SQLite it holds the one connection until it ends.
    const truckRows = await trucks.trucksById(companyId, await trucks.idsOf(companyId));
    const truckNumber = (truckId: string | null) =>
      truckId ? (truckRows.get(truckId)?.truck_number ?? null) : null;
    const id = randomUUID();
    await db.transaction().execute(async (trx) => {
      // The counter's lock puts the company's drafts one after another; the unique index
      // on billed tickets is the last word should anything else race.
      const number = await billingDocuments.takeNumber(trx, companyId, "invoice");
      const work = await billingDocuments.unheldWork(trx, {
        heldBy: "invoice",
        jobIds,
        period,
        zone,
        truckNumber,
      });
      const lines = billLines({ jobs, rates: billing, ...work });
      if (lines.length === 0) throw conflict(m.nothingToInvoice);
      const totals = invoiceTotals(lines);
      const now = nowIso();
      await repo.insertInvoice(trx, {
        id,
        company_id: companyId,
        customer_id: customer.id,
        number,
        status: "draft",
        period_from: period.from,
        period_to: period.to,
        customer_name: customer.name,
        customer_email: customer.email,
        billing_address: customer.billing_address,
        terms_days: Number(customer.terms_days),
        issued_on: null,
        due_on: null,
        subtotal_cents: totals.subtotalCents,
        surcharge_cents: totals.surchargeCents,
        total_cents: totals.totalCents,
        sent_at: null,
        sent_to: null,
        paid_on: null,
        paid_reference: null,
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
          invoice_id: id,
          position,
          ...storedWorkLineOf(line),
          billed_load_id: line.loadId,
          billed_metrics_id: line.metricsId,
          purchase_order: line.job.purchaseOrder,
          rate_cents: line.rateCents,
          minimum_cents: line.minimumCents,
          surcharge_bp: line.surchargeBasisPoints,
        })),
      );
    });
    return id;
  }

  /** In `language` (of who downloads it); English, the specification's, when null. */
  async function pdfOf(
    companyId: string,
    invoice: Invoice,
    language: string | null,
  ): Promise<Buffer> {
    const letterhead = await companies.letterheadOf(companyId);
    return renderInvoicePdf(
      invoice,
      {
        name: letterhead.name,
        lines: letterhead.lines,
        logoPng: await printableLogo(letterhead.logo),
      },
      documentWords(translator.wordingFor(language)),
    );
  }

  return {
    /**
     * Drafts an invoice from the customer's approved tickets delivered in the period (days in
     * the company's zone, both included) that no other live invoice holds, and their approved
     * hours on jobs billed by the hour, at each job's rate on each day. Numbered next in the
     * company's sequence.
     */
    async draft(actor: Actor, input: Valid<typeof CreateInvoiceInputSchema>): Promise<Invoice> {
      const company = requireContractor(actor);
      const period = input;
      const customer = await customers.requireBillable(company.id, period.customerId);
      const id = await billingDocuments.draftRacing(
        () => storeDraft(actor, company.id, company.timeZone, customer, period),
        m.nothingToInvoice,
      );
      events.emit("invoice.changed", { companyId: company.id, invoiceId: id, change: "drafted" });
      return load(company.id, id);
    },

    /** One of the company's invoices with its lines. */
    async get(actor: Actor, invoiceId: string): Promise<Invoice> {
      return load(requireContractor(actor).id, invoiceId);
    },

    /** The company's invoices, newest first. */
    async list(
      actor: Actor,
      input: Valid<typeof InvoiceListQuerySchema> = {},
    ): Promise<InvoiceList> {
      const company = requireContractor(actor);
      const query = input;
      const rows = await repo.findInvoices(db, company.id, query);
      return {
        invoices: rows.map((row) => ({
          ...summaryOf(row),
          lineCount: Number(row.line_count ?? 0),
        })),
      };
    },

    /**
     * Issues a draft: dated today in the company's zone, due after the customer's terms, with
     * the customer's name and address as they are now. It never changes after this.
     */
    async issue(actor: Actor, invoiceId: string): Promise<Invoice> {
      const company = requireContractor(actor);
      const today = localDayOf(clock.now(), company.timeZone);
      const { customer_id } = await requireInvoice(company.id, invoiceId);
      const customer = await customers.requireCustomer(company.id, customer_id);
      return change(actor, invoiceId, "issued", async (_trx, row) => {
        if (row.status !== "draft") throw conflict(m.onlyDraftIssues);
        return {
          status: "issued",
          issued_on: today,
          due_on: addDays(today, Number(customer.terms_days)),
          customer_name: customer.name,
          customer_email: customer.email,
          billing_address: customer.billing_address,
          terms_days: Number(customer.terms_days),
        };
      });
    },

    /** E-mails an issued invoice with its PDF to the customer's billing address (or `to`). */
    async send(
      actor: Actor,
      invoiceId: string,
      input?: Valid<typeof SendInvoiceInputSchema>,
    ): Promise<Invoice> {
      const company = requireContractor(actor);
      const { to } = input ?? {};
      const invoice = await load(company.id, invoiceId);
      if (invoice.status !== "issued" && invoice.status !== "paid") {
        throw conflict(m.onlyIssuedSends);
      }
      const address = to ?? invoice.customer.email;
      if (!address) throw badRequest(m.noEmail, [{ path: "to", message: m.noEmail }]);
      // The customer has no language on record: the mail and its PDF are in English.
      const pdf = await pdfOf(company.id, invoice, null);
      const total = formatCents(invoice.totalCents);
      const due = invoice.dueOn ? printedDay(invoice.dueOn) : null;
      const text = m.mailBody(company.name, invoice.number, total, due);
      const outcome = await mailer.send({
        kind: "invoice",
        to: address,
        subject: m.mailSubject(company.name, invoice.number),
        text,
        html: `<p>${text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`,
        attachments: [
          {
            filename: `invoice-${invoice.number}.pdf`,
            contentType: "application/pdf",
            content: pdf,
          },
        ],
      });
      if (outcome === "capped") throw tooManyRequests(15 * 60);
      return change(actor, invoiceId, "sent", async () => ({
        sent_at: nowIso(),
        sent_to: address,
      }));
    },

    /** Records the customer's payment of an issued invoice. */
    async markPaid(
      actor: Actor,
      invoiceId: string,
      input?: Valid<typeof MarkInvoicePaidInputSchema>,
    ): Promise<Invoice> {
      const company = requireContractor(actor);
      const details = input ?? {};
      return change(actor, invoiceId, "paid", async (_trx, row) => {
        if (row.status !== "issued") throw conflict(m.onlyIssuedPaid);
        return {
          status: "paid",
          paid_on: details.paidOn ?? localDayOf(clock.now(), company.timeZone),
          paid_reference: details.reference ?? null,
        };
      });
    },

    /** Voids a draft or issued invoice with a reason: exactly its tickets become billable again. */
    async void(
      actor: Actor,
      invoiceId: string,
      input: Valid<typeof VoidDocumentInputSchema>,
    ): Promise<Invoice> {
      const { reason } = input;
      return change(actor, invoiceId, "voided", async (trx, row) => {
        if (row.status === "void") throw conflict(m.alreadyVoid);
        if (row.status === "paid") throw conflict(m.paidCannotVoid);
        await repo.releaseLines(trx, row.id);
        return { status: "void", voided_at: nowIso(), void_reason: reason };
      });
    },

    /** The invoice as a PDF, rendered from the same data its screen shows. */
    async pdf(actor: Actor, invoiceId: string): Promise<{ fileName: string; pdf: Buffer }> {
      const company = requireContractor(actor);
      const invoice = await load(company.id, invoiceId);
      const language = await profiles.languageOf(actor.userId);
      return {
        fileName: `invoice-${invoice.number}.pdf`,
        pdf: await pdfOf(company.id, invoice, language),
      };
    },

    /** "invoice 12": the live invoice holding a ticket, for refusing to void it. */
    async holderOf(trx: Executor, loadId: string): Promise<string | null> {
      const holder = await repo.findHolder(trx, loadId);
      if (!holder) return null;
      return `${holder.status === "draft" ? "draft " : ""}invoice ${holder.number}`;
    },

    /** The last delivery day of a job on an issued or paid invoice: rates before it are settled. */
    lastIssuedDayOf: (jobId: string) => repo.lastIssuedDay(db, jobId),

    /** Lines of invoices issued in the period, for the accountant's exports. */
    async issuedLines(actor: Actor, from: string, to: string) {
      const company = requireContractor(actor);
      return repo.findIssuedLines(db, company.id, from, to);
    },
  };
}
