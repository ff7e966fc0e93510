import {
  dayInZone,
  type ExportQuerySchema,
  messages,
  percentOf,
  plainAmount,
  type Valid,
} from "@haulwise/domain";
import type { Actor } from "../../auth/actor.js";
import { csvLine } from "../../http/csv.js";
import type { InvoicingService } from "../invoicing/invoicing.service.js";
import type { PayService } from "../pay/pay.service.js";

export type AccountingExportsService = ReturnType<typeof createAccountingExportsService>;

const x = messages.accountingExports;
const pdf = messages.pdf;

/** "03/02/2026": the date QuickBooks Online (US) reads. */
const usDate = (day: string | null) =>
  day ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : "";

/** What a line says in words: "Load #12, ticket 4411, Gravel, Quarry haul (JOB-1)". */
function lineDescription(line: {
  load_number: number | null;
  ticket_number: string | null;
  material: string | null;
  job_title: string | null;
  job_number: string | null;
  driver_name: string | null;
}) {
  return [
    line.load_number === null ? pdf.hoursLine(line.driver_name ?? "") : `Load #${line.load_number}`,
    line.ticket_number ? `ticket ${line.ticket_number}` : null,
    line.material,
    `${line.job_title ?? ""} (${line.job_number ?? ""})`,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * The CSV files an accountant imports: invoices in QuickBooks Online's invoice-import columns,
 * pay statements in its bill-import columns, and plain CSVs of every invoice and pay line.
 */
export function createAccountingExportsService(deps: {
  invoicing: InvoicingService;
  pay: PayService;
}) {
  const { invoicing, pay } = deps;

  return {
    /** Invoices issued in the period: `quickbooks` (issued and paid) or every `lines` row. */
    async invoices(
      actor: Actor,
      input: Valid<typeof ExportQuerySchema>,
      format: "quickbooks" | "lines",
    ) {
      const period = input;
      const rows = await invoicing.issuedLines(actor, period.from, period.to);
      const fileName = `invoices-${format}-${period.from}-to-${period.to}.csv`;
      if (format === "lines") {
        const body = [
          csvLine(x.invoiceLineColumns),
          ...rows.map((row) =>
            csvLine([
              Number(row.invoice_number),
              messages.invoices.statuses[row.invoice_status] ?? row.invoice_status,
              row.customer_name,
              row.issued_on,
              row.job_number,
              row.job_title,
              row.purchase_order,
              row.material,
              row.load_number === null ? null : Number(row.load_number),
              row.ticket_number,
              row.delivered_on,
              row.driver_name,
              row.truck_number,
              Number(row.quantity ?? 0),
              row.unit,
              plainAmount(Number(row.rate_cents)),
              plainAmount(Number(row.amount_cents)),
              percentOf(Number(row.surcharge_bp)),
            ]),
          ),
        ].join("");
        return { fileName, body };
      }
      const live = rows.filter(
        (row) => row.invoice_status === "issued" || row.invoice_status === "paid",
      );
      const lines: string[] = [csvLine(x.quickBooksInvoiceColumns)];
      const cell = (row: (typeof live)[number]) => [
        Number(row.invoice_number),
        row.customer_name,
        usDate(row.issued_on),
        usDate(row.due_on),
        messages.customers.termsLabel(Number(row.terms_days)),
        row.purchase_order ? pdf.purchaseOrder(row.purchase_order) : null,
      ];
      let previous: (typeof live)[number] | null = null;
      const surcharge = (row: (typeof live)[number]) =>
        lines.push(
          csvLine([
            ...cell(row),
            x.fuelSurchargeItem,
            x.fuelSurchargeItem,
            1,
            plainAmount(Number(row.surcharge_cents)),
            plainAmount(Number(row.surcharge_cents)),
            usDate(row.issued_on),
          ]),
        );
      for (const row of live) {
        if (
          previous &&
          previous.invoice_number !== row.invoice_number &&
          Number(previous.surcharge_cents) > 0
        ) {
          surcharge(previous);
        }
        lines.push(
          csvLine([
            ...cell(row),
            x.haulingItem,
            lineDescription(row),
            Number(row.quantity ?? 0),
            plainAmount(Number(row.rate_cents)),
            plainAmount(Number(row.amount_cents)),
            usDate(row.delivered_on),
          ]),
        );
        previous = row;
      }
      if (previous && Number(previous.surcharge_cents) > 0) surcharge(previous);
      return { fileName, body: lines.join("") };
    },

    /** Pay statements issued in the period: `quickbooks` bills, or every `lines` row. */
    async pay(
      actor: Actor,
      input: Valid<typeof ExportQuerySchema>,
      format: "quickbooks" | "lines",
    ) {
      const period = input;
      const {
        lines: rows,
        deductions,
        timeZone,
      } = await pay.issuedLines(actor, period.from, period.to);
      const fileName = `pay-${format}-${period.from}-to-${period.to}.csv`;
      if (format === "lines") {
        const body = [
          csvLine(x.payLineColumns),
          ...rows.map((row) =>
            csvLine([
              Number(row.statement_number),
              messages.pay.statuses[row.statement_status] ?? row.statement_status,
              row.payee_name,
              messages.pay.payeeKinds[row.payee_kind] ?? row.payee_kind,
              row.job_number,
              row.job_title,
              row.material,
              row.load_number === null ? null : Number(row.load_number),
              row.ticket_number,
              row.delivered_on,
              row.driver_name,
              row.truck_number,
              Number(row.quantity ?? 0),
              row.unit,
              row.rate_cents === null ? null : plainAmount(Number(row.rate_cents)),
              row.percent_bp === null ? null : percentOf(Number(row.percent_bp)),
              plainAmount(Number(row.amount_cents)),
            ]),
          ),
        ].join("");
        return { fileName, body };
      }
      const out = [csvLine(x.quickBooksBillColumns)];
      const live = rows.filter((row) => row.statement_status === "issued");
      for (const row of live) {
        const day = row.issued_at ? dayInZone(row.issued_at, timeZone) : null;
        out.push(
          csvLine([
            `PAY-${row.statement_number}`,
            row.payee_name,
            usDate(day),
            usDate(day),
            messages.customers.termsLabel(0),
            null,
            x.payAccount,
            lineDescription(row),
            plainAmount(Number(row.amount_cents)),
          ]),
        );
      }
      for (const deduction of deductions.filter((d) => d.statement_status === "issued")) {
        const day = deduction.issued_at ? dayInZone(deduction.issued_at, timeZone) : null;
        out.push(
          csvLine([
            `PAY-${deduction.statement_number}`,
            deduction.payee_name,
            usDate(day),
            usDate(day),
            messages.customers.termsLabel(0),
            null,
            x.payAccount,
            x.deductionLine(deduction.description),
            plainAmount(-Number(deduction.amount_cents)),
          ]),
        );
      }
      return { fileName, body: out.join("") };
    },
  };
}
