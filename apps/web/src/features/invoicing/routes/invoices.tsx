import { formatCents, localDayOf, messages } from "@haulwise/domain";
import { FileTextIcon, Loader2Icon } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { ExportsCard } from "@/components/exports-card";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { toast } from "@/lib/toast";
import { useCreateInvoice } from "../api/create-invoice";
import { exportInvoices } from "../api/export-invoices";
import { useCustomers } from "../api/get-customers";
import { invoicesQueryOptions, useInvoices } from "../api/get-invoices";
import { DocumentStatusBadge } from "../components/status-badge";

const m = messages.invoices;
const s = messages.billingScreens;
const DAY_MS = 86_400_000;

export const prefetch: ScreenPrefetch = (queryClient) => {
  void queryClient.prefetchQuery(invoicesQueryOptions());
};

function NewInvoiceForm() {
  const id = useId();
  const navigate = useNavigate();
  const customers = useCustomers();
  const create = useCreateInvoice();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [customerId, setCustomerId] = useState("");
  const [from, setFrom] = useState(localDayOf(new Date(clock.nowMs() - 7 * DAY_MS), zone));
  const [to, setTo] = useState(localDayOf(new Date(clock.nowMs() - DAY_MS), zone));
  const [error, setError] = useState<string>();

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!customerId) return setError(m.customerRequired);
    try {
      const invoice = await create.mutateAsync({ customerId, from, to });
      toast.success(m.drafted(invoice.number));
      await navigate(`/invoices/${invoice.id}`);
    } catch (failure) {
      setError(errorMessage(failure, messages.http.requestFailed));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.newInvoice}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={handleSubmit}
          className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-customer`}>{messages.customers.customer}</Label>
            <NativeSelect
              id={`${id}-customer`}
              value={customerId}
              onChange={(event) => setCustomerId(event.target.value)}
            >
              <option value="">{s.chooseCustomer}</option>
              {(customers.data ?? []).map((customer) => (
                <option key={customer.id} value={customer.id}>
                  {customer.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-from`}>{m.from}</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-to`}>{m.to}</Label>
            <Input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
            {m.draft}
          </Button>
          <div className="sm:col-span-4">
            <FieldError message={error} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** /invoices: draft a customer's invoice from approved tickets; every invoice, newest first. */
export function InvoicesRoute() {
  const invoices = useInvoices();
  return (
    <div className="grid gap-6">
      <PageHeader title={m.heading} description={s.invoicesIntro} />
      <NewInvoiceForm />
      {invoices.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : invoices.isError ? (
        <QueryError message={m.failedToLoad} onRetry={() => void invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <EmptyState icon={FileTextIcon} title={m.list.empty} />
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.list.number}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.list.customer}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.list.period}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.list.status}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.list.dueOn}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {m.list.total}
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
                      {s.invoiceTitle(invoice.number)}
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
