import { formatCents, formatQuantityValue, type Invoice, type InvoiceLine } from "@haulwise/domain";
import { createPdf, type Letterhead, type PdfRow } from "../../pdf/pdf-document.js";
import { type DocumentWords, printedDayIn } from "../billing-documents/document-words.js";

/** "Mar 2, 2026" from a calendar day, whatever the server's own zone (the e-mail's English). */
export const printedDay = (day: string): string => printedDayIn("en-US", day);

const groupOf = (line: InvoiceLine, p: DocumentWords) =>
  [
    p.job(line.jobTitle ?? "", line.jobNumber ?? ""),
    line.purchaseOrder ? p.purchaseOrder(line.purchaseOrder) : null,
    line.metricsId ? null : line.material ? p.material(line.material) : p.noMaterial,
  ]
    .filter(Boolean)
    .join(" · ");

/** "$14.25 / ton" */
const rateText = (line: InvoiceLine, p: DocumentWords) =>
  line.unit === "load" && line.rateCents === 0 && line.amountCents === 0
    ? ""
    : `${formatCents(line.rateCents)} / ${p.per(line.unit)}`;

function* invoiceRows(lines: InvoiceLine[], p: DocumentWords): Generator<PdfRow> {
  let group: string | null = null;
  let groupTotal = 0;
  for (const line of lines) {
    const next = groupOf(line, p);
    if (next !== group) {
      if (group !== null) yield { subtotal: [p.groupSubtotal, formatCents(groupTotal)] };
      group = next;
      groupTotal = 0;
      yield { heading: next };
    }
    groupTotal += line.amountCents;
    yield {
      cells: [
        line.deliveredOn ? p.day(line.deliveredOn) : "",
        line.loadNumber === null ? p.hoursLine(line.driverName ?? "") : `#${line.loadNumber}`,
        line.ticketNumber ?? "",
        line.truckNumber ?? "",
        line.driverName ?? "",
        p.quantity(line.unit, formatQuantityValue(line.quantity), line.quantity),
        rateText(line, p),
        formatCents(line.amountCents),
      ],
    };
  }
  if (group !== null) yield { subtotal: [p.groupSubtotal, formatCents(groupTotal)] };
}

/**
 * The invoice as its customer receives it: the company's letterhead and logo, who it bills,
 * its number, dates and terms, every line grouped by job, purchase order and material with
 * subtotals, the fuel surcharge and the total. A draft or void one says so at the top. In the
 * words given: the language of who downloads it, English in the e-mail to the customer.
 */
export async function renderInvoicePdf(
  invoice: Invoice,
  letterhead: Letterhead,
  p: DocumentWords,
): Promise<Buffer> {
  const pdf = await createPdf({
    title: p.invoice,
    letterhead,
    footer: `${letterhead.name} · ${p.invoice} ${invoice.number}`,
    pageLabel: p.page,
    documentTitle: `${p.invoice} ${invoice.number} · ${invoice.customer.name}`,
  });
  pdf.blocks([
    {
      label: p.billTo,
      lines: [invoice.customer.name, ...(invoice.customer.billingAddress?.split("\n") ?? [])],
    },
    {
      label: `${p.invoice} ${invoice.number}`,
      lines: [
        `${p.issuedOn}: ${p.day(invoice.issuedOn ?? invoice.createdAt.slice(0, 10))}`,
        ...(invoice.dueOn ? [`${p.dueOn}: ${p.day(invoice.dueOn)}`] : []),
        `${p.terms}: ${p.termsLabel(invoice.customer.termsDays)}`,
        `${p.period}: ${p.day(invoice.from)} – ${p.day(invoice.to)}`,
      ],
    },
  ]);
  if (invoice.status === "draft") pdf.stamp(p.draft);
  if (invoice.status === "void") pdf.stamp(p.void(invoice.voidReason ?? ""));
  if (invoice.status === "paid" && invoice.paidOn) pdf.stamp(p.paid(p.day(invoice.paidOn)));
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
    invoiceRows(invoice.lines, p),
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
