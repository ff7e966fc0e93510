import { formatCents, formatQuantityValue, messages, type PayStatement } from "@haulwise/domain";
import { ExternalLinkIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { statementPath } from "../api/get-pay-statement";

const p = messages.pdf;
const m = messages.pay;
const statusVariant = { draft: "muted", issued: "info", void: "destructive" } as const;

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
        <Badge variant={statusVariant[statement.status]}>{m.statuses[statement.status]}</Badge>
        <span>
          {m.payee}: <span className="font-medium">{statement.payee.name}</span> · {m.period}:{" "}
          {statement.from} – {statement.to}
        </span>
        <Button asChild variant="outline" size="sm" className="ml-auto">
          <a href={`${statementPath(statement.id)}/pdf`} target="_blank" rel="noopener">
            <ExternalLinkIcon aria-hidden="true" />
            {messages.invoices.pdf}
          </a>
        </Button>
      </div>
      {statement.voidReason ? <p className="text-sm">{p.void(statement.voidReason)}</p> : null}
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[640px] text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {p.columns.delivered}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {messages.approvals.job}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {p.columns.load}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {p.columns.ticket}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {p.columns.quantity}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {p.columns.rate}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {p.columns.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.lines.map((line) => (
              <tr key={line.loadId ?? line.metricsId} className="border-t">
                <td className="px-3 py-2">{line.deliveredOn}</td>
                <td className="px-3 py-2">
                  {line.jobTitle} ({line.jobNumber})
                </td>
                <td className="px-3 py-2">
                  {line.loadNumber === null
                    ? p.hoursLine(line.driverName ?? "")
                    : `#${line.loadNumber}`}
                </td>
                <td className="px-3 py-2">{line.ticketNumber ?? "—"}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {line.unit === "percent"
                    ? ""
                    : `${formatQuantityValue(line.quantity)} ${p.units[line.unit]}`}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {line.unit === "percent"
                    ? `${line.percent}% × ${formatCents(line.basisCents ?? 0)}`
                    : formatCents(line.rateCents ?? 0)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatCents(line.amountCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t">
            <tr>
              <th scope="row" colSpan={6} className="px-3 py-2 text-right font-medium">
                {m.gross}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatCents(statement.grossCents)}
              </td>
            </tr>
            {statement.deductions.map((deduction) => (
              <tr key={deduction.id}>
                <th scope="row" colSpan={6} className="px-3 py-2 text-right font-medium">
                  {deduction.description}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">
                  -{formatCents(deduction.amountCents)}
                </td>
              </tr>
            ))}
            <tr className="border-t text-base">
              <th scope="row" colSpan={6} className="px-3 py-2 text-right font-bold">
                {m.net}
              </th>
              <td className="px-3 py-2 text-right font-bold tabular-nums">
                {formatCents(statement.netCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {children}
    </div>
  );
}
