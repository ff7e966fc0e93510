import {
  formatCents,
  formatQuantityValue,
  type Invoice,
  type InvoiceLine,
  messages,
} from "@haulwise/domain";
import { createPdf, type Letterhead, type PdfRow } from "../../pdf/pdf-document.js";

const p = messages.pdf;

// One formatter for every date printed: toLocaleDateString builds a new one per call, which
// was most of the time an invoice of thousands of lines took to render.
const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Mar 2, 2026" from a calendar day, whatever the server's own zone. */
export function printedDay(day: string): string {
  return dayFormat.format(new Date(`${day}T12:00:00Z`));
}

const groupOf = (line: InvoiceLine) =>
  [
    p.job(line.jobTitle ?? "", line.jobNumber ?? ""),
    line.purchaseOrder ? p.purchaseOrder(line.purchaseOrder) : null,
    line.metricsId ? null : line.material ? p.material(line.material) : p.noMaterial,
  ]
    .filter(Boolean)
    .join(" · ");

/** "$14.25 / ton" */
const rateText = (line: InvoiceLine) =>
  line.unit === "load" && line.rateCents === 0 && line.amountCents === 0
    ? ""
    : `${formatCents(line.rateCents)} / ${p.units[line.unit]?.replace(/s$/, "") ?? line.unit}`;

function* invoiceRows(lines: InvoiceLine[]): Generator<PdfRow> {
  let group: string | null = null;
  let groupTotal = 0;
  for (const line of lines) {
    const next = groupOf(line);
    if (next !== group) {
      if (group !== null) yield { subtotal: [p.groupSubtotal, formatCents(groupTotal)] };
      group = next;
      groupTotal = 0;
      yield { heading: next };
    }
    groupTotal += line.amountCents;
    yield {
      cells: [
        line.deliveredOn ? printedDay(line.deliveredOn) : "",
        line.loadNumber === null ? p.hoursLine(line.driverName ?? "") : `#${line.loadNumber}`,
        line.ticketNumber ?? "",
        line.truckNumber ?? "",
        line.driverName ?? "",
        `${formatQuantityValue(line.quantity)} ${p.units[line.unit] ?? line.unit}`,
        rateText(line),
        formatCents(line.amountCents),
      ],
    };
  }
  if (group !== null) yield { subtotal: [p.groupSubtotal, formatCents(groupTotal)] };
}

/**
 * The invoice as its customer receives it: the company's letterhead and logo, who it bills,
 * its number, dates and terms, every line grouped by job, purchase order and material with
 * subtotals, the fuel surcharge and the total. A draft or void one says so at the top.
 */
export async function renderInvoicePdf(invoice: Invoice, letterhead: Letterhead): Promise<Buffer> {
  const pdf = await createPdf({
    title: p.invoice,
    letterhead,
    footer: `${letterhead.name} · ${p.invoice} ${invoice.number}`,
    pageLabel: p.page,
    documentTitle: `${p.invoice} ${invoice.number} · ${invoice.customer.name}`,
  });
  const terms = messages.customers.termsLabel(invoice.customer.termsDays);
  pdf.blocks([
    {
      label: p.billTo,
      lines: [invoice.customer.name, ...(invoice.customer.billingAddress?.split("\n") ?? [])],
    },
    {
      label: `${p.invoice} ${invoice.number}`,
      lines: [
        `${p.issuedOn}: ${printedDay(invoice.issuedOn ?? invoice.createdAt.slice(0, 10))}`,
        ...(invoice.dueOn ? [`${p.dueOn}: ${printedDay(invoice.dueOn)}`] : []),
        `${p.terms}: ${terms}`,
        `${p.period}: ${printedDay(invoice.from)} – ${printedDay(invoice.to)}`,
      ],
    },
  ]);
  if (invoice.status === "draft") pdf.stamp(p.draft);
  if (invoice.status === "void") pdf.stamp(p.void(invoice.voidReason ?? ""));
  if (invoice.status === "paid" && invoice.paidOn) pdf.stamp(p.paid(printedDay(invoice.paidOn)));
  const c = p.columns;
  pdf.table(
    [
      { label: c.delivered, width: 11 },
      { label: c.load, width: 10 },
      { label: c.ticket, width: 10 },
      { label: c.truck, width: 7 },
      { label: c.driver, width: 15 },
      { label: c.quantity, width: 14, align: "right" },
      { label: c.rate, width: 14, align: "right" },
      { label: c.amount, width: 13, align: "right" },
    ],
    invoiceRows(invoice.lines),
  );
  pdf.totals([
    [p.subtotal, formatCents(invoice.subtotalCents)],
    ...invoice.surcharges.map((s): [string, string] => [
      p.fuelSurcharge(String(s.percent), formatCents(s.baseCents)),
      formatCents(s.amountCents),
    ]),
    [p.total, formatCents(invoice.totalCents)],
  ]);
  return pdf.toBuffer();
}
