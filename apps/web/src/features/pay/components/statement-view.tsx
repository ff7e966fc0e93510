import type { PayLine, PayStatement } from "@haulwise/domain";
import { formatCents, messages } from "@haulwise/domain";
import { ExternalLinkIcon } from "lucide-react";
import {
  DocumentLinesTable,
  type LineColumn,
  lineQuantity,
  workColumns,
} from "@/components/document-lines-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { t, translateMessage } from "@/lib/i18n";
import { statementPath } from "../api/get-pay-statement";
import { statementStatusWord } from "./statement-status";

const statusVariant = { draft: "muted", issued: "info", void: "destructive" } as const;

const columns: LineColumn<PayLine>[] = [
  workColumns.delivered,
  {
    get header() {
      return t("pdf.billing.columns.job");
    },
    cell: (line) => `${line.jobTitle} (${line.jobNumber})`,
  },
  workColumns.load,
  workColumns.ticket,
  {
    get header() {
      return translateMessage(messages.pdf.columns.quantity);
    },
    numeric: true,
    cell: (line) => (line.unit === "percent" ? "" : lineQuantity(line.unit, line.quantity)),
  },
  {
    get header() {
      return translateMessage(messages.pdf.columns.rate);
    },
    numeric: true,
    cell: (line) =>
      line.unit === "percent"
        ? `${line.percent}% × ${formatCents(line.basisCents ?? 0)}`
        : formatCents(line.rateCents ?? 0),
  },
  workColumns.amount,
];

/** A pay statement as its payee reads it: every ticket and day of hours, deductions, net. */
export function StatementView({
  statement,
  children,
}: {
  statement: PayStatement;
  children?: React.ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={statusVariant[statement.status]}>
          {statementStatusWord(statement.status)}
        </Badge>
        <span>
          {translateMessage(messages.pay.payee)}:{" "}
          <span className="font-medium">{statement.payee.name}</span> ·{" "}
          {translateMessage(messages.pay.period)}: {statement.from} – {statement.to}
        </span>
        <Button asChild variant="outline" size="sm" className="ml-auto">
          <a href={`${statementPath(statement.id)}/pdf`} target="_blank" rel="noopener">
            <ExternalLinkIcon aria-hidden="true" />
            {translateMessage(messages.invoices.pdf)}
          </a>
        </Button>
      </div>
      {statement.voidReason ? (
        <p className="text-sm">{t("messages.pdf.void", { reason: statement.voidReason })}</p>
      ) : null}
      <DocumentLinesTable
        className="min-w-[640px]"
        columns={columns}
        groups={[{ lines: statement.lines }]}
        totals={[
          {
            key: "gross",
            label: translateMessage(messages.pay.gross),
            amount: formatCents(statement.grossCents),
          },
          ...statement.deductions.map((deduction) => ({
            key: deduction.id,
            label: deduction.description,
            amount: `-${formatCents(deduction.amountCents)}`,
          })),
          {
            key: "net",
            label: translateMessage(messages.pay.net),
            amount: formatCents(statement.netCents),
            grand: true,
          },
        ]}
      />
      {children}
    </div>
  );
}
