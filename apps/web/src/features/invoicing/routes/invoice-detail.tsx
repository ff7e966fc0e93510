import { formatCents, type Invoice, type InvoiceLine, messages } from "@haulwise/domain";
import { ExternalLinkIcon } from "lucide-react";
import { useParams } from "react-router";
import { BackLink } from "@/components/back-link";
import {
  DocumentLinesTable,
  type LineColumn,
  lineQuantity,
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
import { t, translateMessage } from "@/lib/i18n";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { toast } from "@/lib/toast";
import { type InvoiceChange, useChangeInvoice } from "../api/change-invoice";
import { invoicePath, invoiceQueryOptions, useInvoice } from "../api/get-invoice";
import { DocumentStatusBadge } from "../components/status-badge";

export const prefetch: ScreenPrefetch = (queryClient, url) => {
  const invoiceId = url.pathname.split("/")[2];
  if (invoiceId) void queryClient.prefetchQuery(invoiceQueryOptions(decodeURIComponent(invoiceId)));
};

const groupOf = (line: InvoiceLine) =>
  [
    `${line.jobTitle} (${line.jobNumber})`,
    line.purchaseOrder ? t("messages.pdf.purchaseOrder", { po: line.purchaseOrder }) : null,
    line.metricsId
      ? null
      : line.material
        ? t("messages.pdf.material", { name: line.material })
        : translateMessage(messages.pdf.noMaterial),
  ]
    .filter(Boolean)
    .join(" · ");

const columns: LineColumn<InvoiceLine>[] = [
  workColumns.delivered,
  workColumns.load,
  workColumns.ticket,
  {
    get header() {
      return translateMessage(messages.pdf.columns.driver);
    },
    cell: (line) => line.driverName ?? "—",
  },
  {
    get header() {
      return translateMessage(messages.pdf.columns.quantity);
    },
    numeric: true,
    cell: (line) => lineQuantity(line.unit, line.quantity),
  },
  {
    get header() {
      return translateMessage(messages.pdf.columns.rate);
    },
    numeric: true,
    cell: (line) => formatCents(line.rateCents),
  },
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
        {
          key: "subtotal",
          label: translateMessage(messages.pdf.subtotal),
          amount: formatCents(invoice.subtotalCents),
        },
        ...invoice.surcharges.map((s) => ({
          key: `surcharge-${s.percent}`,
          label: t("messages.pdf.fuelSurcharge", {
            percent: String(s.percent),
            base: formatCents(s.baseCents),
          }),
          amount: formatCents(s.amountCents),
        })),
        {
          key: "total",
          label: translateMessage(messages.pdf.total),
          amount: formatCents(invoice.totalCents),
          grand: true,
        },
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
          {translateMessage(messages.invoices.pdf)}
        </a>
      </Button>
      {invoice.status === "draft" ? (
        <Button
          onClick={() =>
            void report(
              run({ action: "issue" }, t("messages.invoices.issued", { n: invoice.number })),
            )
          }
          disabled={change.isPending}
        >
          {translateMessage(messages.invoices.issue)}
        </Button>
      ) : null}
      {invoice.status === "issued" || invoice.status === "paid" ? (
        <PromptDialog
          trigger={<Button variant="outline">{translateMessage(messages.invoices.send)}</Button>}
          title={`${translateMessage(messages.invoices.send)}: ${t("messages.billingScreens.invoiceTitle", { n: invoice.number })}`}
          description={
            invoice.customer.email
              ? t("messages.billingScreens.sendToHint", { email: invoice.customer.email })
              : t("invoicing.sendToBillingEmail")
          }
          label={translateMessage(messages.invoices.sendTo)}
          confirmLabel={translateMessage(messages.invoices.send)}
          onConfirm={(to) =>
            run(
              { action: "send", input: to ? { to } : {} },
              t("messages.invoices.sent", {
                n: invoice.number,
                to: to || invoice.customer.email || "",
              }),
            )
          }
        />
      ) : null}
      {invoice.status === "issued" ? (
        <PromptDialog
          trigger={
            <Button variant="outline">{translateMessage(messages.invoices.markPaid)}</Button>
          }
          title={`${translateMessage(messages.invoices.markPaid)}: ${t("messages.billingScreens.invoiceTitle", { n: invoice.number })}`}
          description={translateMessage(messages.billingScreens.paidTodayHint)}
          label={translateMessage(messages.invoices.reference)}
          confirmLabel={translateMessage(messages.invoices.markPaid)}
          onConfirm={(reference) =>
            run(
              { action: "pay", input: reference ? { reference } : {} },
              t("messages.invoices.paid", { n: invoice.number }),
            )
          }
        />
      ) : null}
      {invoice.status === "draft" || invoice.status === "issued" ? (
        <PromptDialog
          trigger={<Button variant="ghost">{translateMessage(messages.invoices.void)}</Button>}
          title={`${translateMessage(messages.invoices.void)}: ${t("messages.billingScreens.invoiceTitle", { n: invoice.number })}`}
          description={translateMessage(messages.billingScreens.voidInvoiceHint)}
          label={translateMessage(messages.invoices.voidReason)}
          confirmLabel={translateMessage(messages.invoices.void)}
          destructive
          onConfirm={(reason) =>
            run(
              { action: "void", input: { reason } },
              t("messages.invoices.voided", { n: invoice.number }),
            )
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
  if (invoice.isPending)
    return <LoadingScreen label={translateMessage(messages.billingScreens.loadingInvoice)} />;
  if (invoice.isError) {
    return (
      <QueryError
        message={errorMessage(invoice.error, messages.invoices.failedToLoad)}
        onRetry={() => void invoice.refetch()}
      />
    );
  }
  const data = invoice.data;
  return (
    <div className="grid gap-6">
      <BackLink to="/invoices">{translateMessage(messages.invoices.heading)}</BackLink>
      <PageHeader
        title={t("messages.billingScreens.invoiceTitle", { n: data.number })}
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
            <span className="font-medium">{translateMessage(messages.pdf.billTo)}: </span>
            {data.customer.name}
            {data.customer.billingAddress ? `\n${data.customer.billingAddress}` : ""}
          </p>
          <div>
            <p>
              {translateMessage(messages.pdf.terms)}:{" "}
              {t("messages.customers.termsLabel", { days: data.customer.termsDays })}
            </p>
            {data.issuedOn ? (
              <p>
                {translateMessage(messages.invoices.list.issuedOn)}: {data.issuedOn}
              </p>
            ) : null}
            {data.dueOn ? (
              <p>
                {translateMessage(messages.invoices.list.dueOn)}: {data.dueOn}
              </p>
            ) : null}
            {data.sentAt && data.sentTo ? (
              <p>{t("messages.billingScreens.sentTo", { to: data.sentTo })}</p>
            ) : null}
            {data.paidOn ? (
              <p>
                {translateMessage(messages.invoices.paidOn)}: {data.paidOn}
                {data.paidReference ? ` (${data.paidReference})` : ""}
              </p>
            ) : null}
            {data.voidReason ? <p>{t("messages.pdf.void", { reason: data.voidReason })}</p> : null}
          </div>
        </CardContent>
      </Card>
      <Lines invoice={data} />
    </div>
  );
}
