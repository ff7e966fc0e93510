import {
  formatCents,
  formatQuantityValue,
  type PayLine,
  type PayStatement,
} from "@haulwise/domain";
import { createPdf, type Letterhead, type PdfRow } from "../../pdf/pdf-document.js";
import type { DocumentWords } from "../billing-documents/document-words.js";

function rateText(line: PayLine, p: DocumentWords): string {
  if (line.unit === "percent") {
    return `${line.percent ?? 0}% × ${formatCents(line.basisCents ?? 0)}`;
  }
  if (line.unit === "load" && line.rateCents === 0 && line.amountCents === 0) return "";
  return `${formatCents(line.rateCents ?? 0)} / ${p.per(line.unit)}`;
}

function* statementRows(lines: PayLine[], p: DocumentWords): Generator<PdfRow> {
  for (const line of lines) {
    yield {
      cells: [
        line.deliveredOn ? p.day(line.deliveredOn) : "",
        `${line.jobTitle ?? ""} (${line.jobNumber ?? ""})`,
        line.loadNumber === null ? p.hoursLine(line.driverName ?? "") : `#${line.loadNumber}`,
        line.ticketNumber ?? "",
        line.truckNumber ?? "",
        line.unit === "percent"
          ? ""
          : p.quantity(line.unit, formatQuantityValue(line.quantity), line.quantity),
        rateText(line, p),
        formatCents(line.amountCents),
      ],
    };
  }
}

/**
 * A driver's or hired truck's pay statement: every paid ticket and day of hours, deductions,
 * net. In the words given: the language of who downloads it.
 */
export async function renderPayStatementPdf(
  statement: PayStatement,
  letterhead: Letterhead,
  p: DocumentWords,
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
      lines: [statement.payee.name, p.payeeKind(statement.payee.kind)],
    },
    {
      label: `${p.payStatement} ${statement.number}`,
      lines: [
        `${p.period}: ${p.day(statement.from)} – ${p.day(statement.to)}`,
        ...(statement.issuedAt ? [`${p.issuedOn}: ${p.day(statement.issuedAt.slice(0, 10))}`] : []),
      ],
    },
  ]);
  if (statement.status === "draft") pdf.stamp(p.draftStatement);
  if (statement.status === "void") pdf.stamp(p.void(statement.voidReason ?? ""));
  const c = p.columns;
  pdf.table(
    [
      { label: c.delivered, width: 11 },
      { label: c.job, width: 22 },
      { label: c.load, width: 11 },
      { label: c.ticket, width: 9 },
      { label: c.truck, width: 7 },
      { label: c.quantity, width: 13, align: "right" },
      { label: `${c.rate} / ${c.share}`, width: 15, align: "right" },
      { label: c.amount, width: 12, align: "right" },
    ],
    statementRows(statement.lines, p),
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
