import { type Customer, type ErrorIssue, messages } from "@haulwise/domain";
import { Building2Icon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage, isApiError } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { toast } from "@/lib/toast";
import { useCreateCustomer } from "../api/create-customer";
import { customersQueryOptions, useCustomers } from "../api/get-customers";
import { useUpdateCustomer } from "../api/update-customer";
import { CustomerForm, type CustomerFormValues } from "../components/customer-form";

export const prefetch: ScreenPrefetch = (queryClient) => {
  void queryClient.prefetchQuery(customersQueryOptions("include"));
};

/** A refusal's field problems (400), or its message for above the button. */
function refusalOf(error: unknown): { issues?: ErrorIssue[]; message?: string } {
  if (isApiError(error) && error.status === 400 && error.issues.length > 0) {
    return { issues: error.issues };
  }
  if (isApiError(error) && error.status === 409) {
    return { issues: [{ path: "name", message: error.message }] };
  }
  return { message: errorMessage(error, messages.http.requestFailed) };
}

function CustomerDialog({ customer }: { customer?: Customer }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<{ issues?: ErrorIssue[]; message?: string }>({});
  const create = useCreateCustomer();
  const update = useUpdateCustomer();

  async function handleSubmit(values: CustomerFormValues) {
    setRefusal({});
    try {
      const saved = customer
        ? await update.mutateAsync({ customerId: customer.id, input: values })
        : await create.mutateAsync(values);
      toast.success(
        customer
          ? t("messages.customers.saved", { name: saved.name })
          : t("messages.customers.added", { name: saved.name }),
      );
      setOpen(false);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {customer ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`${translateMessage(messages.customers.edit)} ${customer.name}`}
          >
            {translateMessage(messages.customers.edit)}
          </Button>
        ) : (
          <Button>
            <PlusIcon aria-hidden="true" />
            {translateMessage(messages.customers.add)}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {customer
              ? translateMessage(messages.customers.edit)
              : translateMessage(messages.customers.add)}
          </DialogTitle>
        </DialogHeader>
        <CustomerForm
          customer={customer}
          idPrefix={customer ? `customer-${customer.id}` : "new-customer"}
          onSubmit={handleSubmit}
          pending={create.isPending || update.isPending}
          serverIssues={refusal.issues}
          formError={refusal.message}
          submitLabel={
            customer
              ? translateMessage(messages.customers.save)
              : translateMessage(messages.customers.add)
          }
        />
      </DialogContent>
    </Dialog>
  );
}

/** /customers: who the company bills, with their terms; archived ones kept for old invoices. */
export function CustomersRoute() {
  const customers = useCustomers("include");
  const update = useUpdateCustomer();

  async function toggleArchived(customer: Customer) {
    const archived = customer.archivedAt === null;
    try {
      await update.mutateAsync({ customerId: customer.id, input: { archived } });
      toast.success(
        archived
          ? t("messages.customers.archivedDone", { name: customer.name })
          : t("messages.customers.restoredDone", { name: customer.name }),
      );
    } catch (error) {
      toast.error(errorMessage(error, messages.http.requestFailed));
    }
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title={translateMessage(messages.customers.heading)}
        description={translateMessage(messages.billingScreens.customersIntro)}
        actions={<CustomerDialog />}
      />
      {customers.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : customers.isError ? (
        <QueryError
          message={translateMessage(messages.customers.failedToLoad)}
          onRetry={() => void customers.refetch()}
        />
      ) : customers.data.length === 0 ? (
        <EmptyState
          icon={Building2Icon}
          title={translateMessage(messages.customers.noneYet)}
          action={<CustomerDialog />}
        />
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.customers.name)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.customers.email)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.customers.termsDays)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {translateMessage(messages.customers.jobs)}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">
                    {translateMessage(messages.billingScreens.actions)}
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {customers.data.map((customer) => (
                <tr key={customer.id} className="border-t">
                  <td className="px-3 py-2 font-medium">
                    {customer.name}
                    {customer.archivedAt ? (
                      <span className="ml-2 text-xs text-muted-foreground">
                        {translateMessage(messages.billingScreens.archivedMark)}
                      </span>
                    ) : null}
                    {customer.billingAddress ? (
                      <p className="whitespace-pre-line text-xs text-muted-foreground">
                        {customer.billingAddress}
                      </p>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">{customer.email ?? "—"}</td>
                  <td className="px-3 py-2">
                    {t("messages.customers.termsLabel", { days: customer.termsDays })}
                  </td>
                  <td className="px-3 py-2">{customer.jobCount}</td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-2">
                      <CustomerDialog customer={customer} />
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`${customer.archivedAt ? translateMessage(messages.customers.restore) : translateMessage(messages.customers.archive)} ${customer.name}`}
                        onClick={() => void toggleArchived(customer)}
                      >
                        {customer.archivedAt
                          ? translateMessage(messages.customers.restore)
                          : translateMessage(messages.customers.archive)}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
