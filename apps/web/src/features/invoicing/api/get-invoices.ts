import { InvoiceListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invoiceKeys } from "@/lib/query-keys";

export const getInvoices = () => api.get("/api/invoices", InvoiceListSchema);

export const invoicesQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.list(),
    queryFn: getInvoices,
    select: (answer) => answer.invoices,
  });

/** The company's invoices, newest first. */
export function useInvoices() {
  return useQuery(invoicesQueryOptions());
}
