import { InvoiceSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invoiceKeys } from "@/lib/query-keys";

export const invoicePath = (invoiceId: string) => `/api/invoices/${encodeURIComponent(invoiceId)}`;

export const getInvoice = (invoiceId: string) => api.get(invoicePath(invoiceId), InvoiceSchema);

export const invoiceQueryOptions = (invoiceId: string) =>
  queryOptions({ queryKey: invoiceKeys.detail(invoiceId), queryFn: () => getInvoice(invoiceId) });

export function useInvoice(invoiceId: string) {
  return useQuery(invoiceQueryOptions(invoiceId));
}
