import { formatCents, messages } from "@haulwise/domain";
import { FileTextIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { ExportsCard } from "@/components/exports-card";
import { PageHeader } from "@/components/page-header";
import { PeriodDraftCard } from "@/components/period-draft-card";
import { QueryError } from "@/components/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { t, translateMessage } from "@/lib/i18n";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { toast } from "@/lib/toast";
import { useCreateInvoice } from "../api/create-invoice";
import { exportInvoices } from "../api/export-invoices";
import { useCustomers } from "../api/get-customers";
import { invoicesQueryOptions, useInvoices } from "../api/get-invoices";
import { DocumentStatusBadge } from "../components/status-badge";

export const prefetch: ScreenPrefetch = (queryClient) => {
  void queryClient.prefetchQuery(invoicesQueryOptions());
};

function NewInvoiceForm() {
  const navigate = useNavigate();
  const customers = useCustomers();
  const create = useCreateInvoice();
  return (
    <PeriodDraftCard
      title={translateMessage(messages.invoices.newInvoice)}
      chooser={{
        label: translateMessage(messages.customers.customer),
        placeholder: translateMessage(messages.billingScreens.chooseCustomer),
        choices: (customers.data ?? []).map((c) => ({ value: c.id, label: c.name })),
      }}
      required={translateMessage(messages.invoices.customerRequired)}
      draftLabel={translateMessage(messages.invoices.draft)}
      pending={create.isPending}
      onDraft={async (customerId, period) => {
        const invoice = await create.mutateAsync({ customerId, ...period });
        toast.success(t("messages.invoices.drafted", { n: invoice.number }));
        await navigate(`/invoices/${invoice.id}`);
        return undefined;
      }}
    />
  );
}

/** /invoices: draft a customer's invoice from approved tickets; every invoice, newest first. */
export function InvoicesRoute() {
  const invoices = useInvoices();
  return (
    <div className="grid gap-6">
      <PageHeader
        title={translateMessage(messages.invoices.heading)}
        description={translateMessage(messages.billingScreens.invoicesIntro)}
      />
      <NewInvoiceForm />
      {invoices.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : invoices.isError ? (
        <QueryError
          message={translateMessage(messages.invoices.failedToLoad)}
          onRetry={() => void invoices.refetch()}
        />
      ) : invoices.data.length === 0 ? (
        <EmptyState icon={FileTextIcon} title={translateMessage(messages.invoices.list.empty)} />
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.invoices.list.number)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.invoices.list.customer)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.invoices.list.period)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.invoices.list.status)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.invoices.list.dueOn)}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {translateMessage(messages.invoices.list.total)}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.map((invoice) => (
                <tr key={invoice.id} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left">
                    <Link
                      className="font-medium underline underline-offset-4"
                      to={`/invoices/${invoice.id}`}
                    >
                      {t("messages.billingScreens.invoiceTitle", { n: invoice.number })}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{invoice.customer.name}</td>
                  <td className="px-3 py-2">
                    {invoice.from} – {invoice.to}
                  </td>
                  <td className="px-3 py-2">
                    <DocumentStatusBadge status={invoice.status} />
                  </td>
                  <td className="px-3 py-2">{invoice.dueOn ?? "—"}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatCents(invoice.totalCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ExportsCard what="invoices" download={exportInvoices} />
    </div>
  );
}
