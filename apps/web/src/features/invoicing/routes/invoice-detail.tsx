import {
  formatCents,
  formatQuantityValue,
  type Invoice,
  type InvoiceLine,
  messages,
} from "@haulwise/domain";
import { ArrowLeftIcon, ExternalLinkIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { PageHeader } from "@/components/page-header";
import { PromptDialog } from "@/components/prompt-dialog";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-error";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { toast } from "@/lib/toast";
import { type InvoiceChange, useChangeInvoice } from "../api/change-invoice";
import { invoicePath, invoiceQueryOptions, useInvoice } from "../api/get-invoice";
import { DocumentStatusBadge } from "../components/status-badge";

const m = messages.invoices;
const p = messages.pdf;
const s = messages.billingScreens;

export const prefetch: ScreenPrefetch = (queryClient, url) => {
  const invoiceId = url.pathname.split("/")[2];
  if (invoiceId) void queryClient.prefetchQuery(invoiceQueryOptions(decodeURIComponent(invoiceId)));
};

const groupOf = (line: InvoiceLine) =>
  [
    `${line.jobTitle} (${line.jobNumber})`,
    line.purchaseOrder ? p.purchaseOrder(line.purchaseOrder) : null,
    line.metricsId ? null : line.material ? p.material(line.material) : p.noMaterial,
  ]
    .filter(Boolean)
    .join(" · ");

function Lines({ invoice }: { invoice: Invoice }) {
  const groups = new Map<string, InvoiceLine[]>();
  for (const line of invoice.lines)
    groups.set(groupOf(line), [...(groups.get(groupOf(line)) ?? []), line]);
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[720px] text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {p.columns.delivered}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {p.columns.load}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {p.columns.ticket}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {p.columns.driver}
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
        {[...groups.entries()].map(([group, lines]) => (
          <tbody key={group}>
            <tr className="border-t bg-muted/30">
              <th scope="rowgroup" colSpan={7} className="px-3 py-2 text-left font-semibold">
                {group}
              </th>
            </tr>
            {lines.map((line) => (
              <tr key={line.loadId ?? line.metricsId} className="border-t">
                <td className="px-3 py-2">{line.deliveredOn}</td>
                <td className="px-3 py-2">
                  {line.loadNumber === null
                    ? p.hoursLine(line.driverName ?? "")
                    : `#${line.loadNumber}`}
                </td>
                <td className="px-3 py-2">{line.ticketNumber ?? "—"}</td>
                <td className="px-3 py-2">{line.driverName ?? "—"}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatQuantityValue(line.quantity)} {p.units[line.unit]}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatCents(line.rateCents)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatCents(line.amountCents)}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot className="border-t">
          <tr>
            <th scope="row" colSpan={6} className="px-3 py-2 text-right font-medium">
              {p.subtotal}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">
              {formatCents(invoice.subtotalCents)}
            </td>
          </tr>
          {invoice.surcharges.map((s) => (
            <tr key={s.percent}>
              <th scope="row" colSpan={6} className="px-3 py-2 text-right font-medium">
                {p.fuelSurcharge(String(s.percent), formatCents(s.baseCents))}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatCents(s.amountCents)}</td>
            </tr>
          ))}
          <tr className="border-t text-base">
            <th scope="row" colSpan={6} className="px-3 py-2 text-right font-bold">
              {p.total}
            </th>
            <td className="px-3 py-2 text-right font-bold tabular-nums">
              {formatCents(invoice.totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Actions({ invoice }: { invoice: Invoice }) {
  const change = useChangeInvoice(invoice.id);
  async function run(action: InvoiceChange, done: string): Promise<string | null> {
    try {
      await change.mutateAsync(action);
      toast.success(done);
      return null;
    } catch (error) {
      return errorMessage(error, messages.http.requestFailed);
    }
  }
  const report = async (problem: Promise<string | null>) => {
    const message = await problem;
    if (message) toast.error(message);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <a href={`${invoicePath(invoice.id)}/pdf`} target="_blank" rel="noopener">
          <ExternalLinkIcon aria-hidden="true" />
          {m.pdf}
        </a>
      </Button>
      {invoice.status === "draft" ? (
        <Button
          onClick={() => void report(run({ action: "issue" }, m.issued(invoice.number)))}
          disabled={change.isPending}
        >
          {m.issue}
        </Button>
      ) : null}
      {invoice.status === "issued" || invoice.status === "paid" ? (
        <PromptDialog
          trigger={<Button variant="outline">{m.send}</Button>}
          title={`${m.send}: ${s.invoiceTitle(invoice.number)}`}
          description={s.sendToHint(invoice.customer.email)}
          label={m.sendTo}
          confirmLabel={m.send}
          onConfirm={(to) =>
            run(
              { action: "send", input: to ? { to } : {} },
              m.sent(invoice.number, to || invoice.customer.email || ""),
            )
          }
        />
      ) : null}
      {invoice.status === "issued" ? (
        <PromptDialog
          trigger={<Button variant="outline">{m.markPaid}</Button>}
          title={`${m.markPaid}: ${s.invoiceTitle(invoice.number)}`}
          description={s.paidTodayHint}
          label={m.reference}
          confirmLabel={m.markPaid}
          onConfirm={(reference) =>
            run({ action: "pay", input: reference ? { reference } : {} }, m.paid(invoice.number))
          }
        />
      ) : null}
      {invoice.status === "draft" || invoice.status === "issued" ? (
        <PromptDialog
          trigger={<Button variant="ghost">{m.void}</Button>}
          title={`${m.void}: ${s.invoiceTitle(invoice.number)}`}
          description={s.voidInvoiceHint}
          label={m.voidReason}
          confirmLabel={m.void}
          destructive
          onConfirm={(reason) =>
            run({ action: "void", input: { reason } }, m.voided(invoice.number))
          }
        />
      ) : null}
    </div>
  );
}

/** /invoices/{invoiceId}: the invoice as its customer will read it, and what moves it on. */
export function InvoiceDetailRoute() {
  const { invoiceId = "" } = useParams();
  const invoice = useInvoice(invoiceId);
  if (invoice.isPending) return <LoadingScreen label={s.loadingInvoice} />;
  if (invoice.isError) {
    return (
      <QueryError
        message={errorMessage(invoice.error, m.failedToLoad)}
        onRetry={() => void invoice.refetch()}
      />
    );
  }
  const data = invoice.data;
  return (
    <div className="grid gap-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
        <Link to="/invoices">
          <ArrowLeftIcon aria-hidden="true" />
          {m.heading}
        </Link>
      </Button>
      <PageHeader
        title={s.invoiceTitle(data.number)}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <DocumentStatusBadge status={data.status} /> {data.customer.name} · {data.from} –{" "}
            {data.to}
          </span>
        }
        actions={<Actions invoice={data} />}
      />
      <Card>
        <CardContent className="grid gap-1 pt-6 text-sm sm:grid-cols-2">
          <p className="whitespace-pre-line">
            <span className="font-medium">{p.billTo}: </span>
            {data.customer.name}
            {data.customer.billingAddress ? `\n${data.customer.billingAddress}` : ""}
          </p>
          <div>
            <p>
              {p.terms}: {messages.customers.termsLabel(data.customer.termsDays)}
            </p>
            {data.issuedOn ? (
              <p>
                {m.list.issuedOn}: {data.issuedOn}
              </p>
            ) : null}
            {data.dueOn ? (
              <p>
                {m.list.dueOn}: {data.dueOn}
              </p>
            ) : null}
            {data.sentAt && data.sentTo ? <p>{s.sentTo(data.sentTo)}</p> : null}
            {data.paidOn ? (
              <p>
                {m.paidOn}: {data.paidOn}
                {data.paidReference ? ` (${data.paidReference})` : ""}
              </p>
            ) : null}
            {data.voidReason ? <p>{p.void(data.voidReason)}</p> : null}
          </div>
        </CardContent>
      </Card>
      <Lines invoice={data} />
    </div>
  );
}
