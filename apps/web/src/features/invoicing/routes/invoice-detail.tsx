import {
  formatCents,
  formatQuantityValue,
  type Invoice,
  type InvoiceLine,
  messages,
} from "@haulwise/domain";
import { ExternalLinkIcon } from "lucide-react";
import { useParams } from "react-router";
import { BackLink } from "@/components/back-link";
import {
  DocumentLinesTable,
  type LineColumn,
  workColumns,
} from "@/components/document-lines-table";
import { LoadingScreen } from "@/components/loading-screen";
import { PageHeader } from "@/components/page-header";
import { PromptDialog } from "@/components/prompt-dialog";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-error";
import { changeWithToast } from "@/lib/change-with-toast";
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

const columns: LineColumn<InvoiceLine>[] = [
  workColumns.delivered,
  workColumns.load,
  workColumns.ticket,
  { header: p.columns.driver, cell: (line) => line.driverName ?? "—" },
  {
    header: p.columns.quantity,
    numeric: true,
    cell: (line) => `${formatQuantityValue(line.quantity)} ${p.units[line.unit]}`,
  },
  { header: p.columns.rate, numeric: true, cell: (line) => formatCents(line.rateCents) },
  workColumns.amount,
];

function Lines({ invoice }: { invoice: Invoice }) {
  const groups = new Map<string, InvoiceLine[]>();
  for (const line of invoice.lines)
    groups.set(groupOf(line), [...(groups.get(groupOf(line)) ?? []), line]);
  return (
    <DocumentLinesTable
      className="min-w-[720px]"
      columns={columns}
      groups={[...groups.entries()].map(([label, lines]) => ({ label, lines }))}
      totals={[
        { key: "subtotal", label: p.subtotal, amount: formatCents(invoice.subtotalCents) },
        ...invoice.surcharges.map((s) => ({
          key: `surcharge-${s.percent}`,
          label: p.fuelSurcharge(String(s.percent), formatCents(s.baseCents)),
          amount: formatCents(s.amountCents),
        })),
        { key: "total", label: p.total, amount: formatCents(invoice.totalCents), grand: true },
      ]}
    />
  );
}

function Actions({ invoice }: { invoice: Invoice }) {
  const change = useChangeInvoice(invoice.id);
  const run = (action: InvoiceChange, done: string) =>
    changeWithToast(() => change.mutateAsync(action), done);
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
      <BackLink to="/invoices">{m.heading}</BackLink>
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
