import {
  formatCents,
  formatQuantityValue,
  messages,
  type PayLine,
  type PayStatement,
} from "@haulwise/domain";
import { createPdf, type Letterhead, type PdfRow } from "../../pdf/pdf-document.js";
import { printedDay } from "../invoicing/invoice-pdf.js";

const p = messages.pdf;

function rateText(line: PayLine): string {
  if (line.unit === "percent") {
    return `${line.percent ?? 0}% × ${formatCents(line.basisCents ?? 0)}`;
  }
  if (line.unit === "load" && line.rateCents === 0 && line.amountCents === 0) return "";
  return `${formatCents(line.rateCents ?? 0)} / ${p.units[line.unit]?.replace(/s$/, "") ?? line.unit}`;
}

function* statementRows(lines: PayLine[]): Generator<PdfRow> {
  for (const line of lines) {
    yield {
      cells: [
        line.deliveredOn ? printedDay(line.deliveredOn) : "",
        `${line.jobTitle ?? ""} (${line.jobNumber ?? ""})`,
        line.loadNumber === null ? p.hoursLine(line.driverName ?? "") : `#${line.loadNumber}`,
        line.ticketNumber ?? "",
        line.truckNumber ?? "",
        line.unit === "percent"
          ? ""
          : `${formatQuantityValue(line.quantity)} ${p.units[line.unit] ?? line.unit}`,
        rateText(line),
        formatCents(line.amountCents),
      ],
    };
  }
}

/** A driver's or hired truck's pay statement: every paid ticket and day of hours, deductions, net. */
export async function renderPayStatementPdf(
  statement: PayStatement,
  letterhead: Letterhead,
): Promise<Buffer> {
  const pdf = await createPdf({
    title: p.payStatement,
    letterhead,
    footer: `${letterhead.name} · ${p.payStatement} ${statement.number}`,
    pageLabel: p.page,
    documentTitle: `${p.payStatement} ${statement.number} · ${statement.payee.name}`,
  });
  pdf.blocks([
    {
      label: p.payTo,
      lines: [statement.payee.name, messages.pay.payeeKinds[statement.payee.kind] ?? ""],
    },
    {
      label: `${p.payStatement} ${statement.number}`,
      lines: [
        `${p.period}: ${printedDay(statement.from)} – ${printedDay(statement.to)}`,
        ...(statement.issuedAt
          ? [`${p.issuedOn}: ${printedDay(statement.issuedAt.slice(0, 10))}`]
          : []),
      ],
    },
  ]);
  if (statement.status === "draft") pdf.stamp(p.draftStatement);
  if (statement.status === "void") pdf.stamp(p.void(statement.voidReason ?? ""));
  const c = p.columns;
  pdf.table(
    [
      { label: c.delivered, width: 11 },
      { label: messages.approvals.job, width: 22 },
      { label: c.load, width: 11 },
      { label: c.ticket, width: 9 },
      { label: c.truck, width: 7 },
      { label: c.quantity, width: 13, align: "right" },
      { label: `${c.rate} / ${c.share}`, width: 15, align: "right" },
      { label: c.amount, width: 12, align: "right" },
    ],
    statementRows(statement.lines),
  );
  pdf.totals([
    [p.gross, formatCents(statement.grossCents)],
    ...statement.deductions.map((d): [string, string] => [
      d.description,
      `-${formatCents(d.amountCents)}`,
    ]),
    [p.net, formatCents(statement.netCents)],
  ]);
  return pdf.toBuffer();
}
