import { type CreateInvoiceInput, InvoiceSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { approvalKeys, invoiceKeys } from "@/lib/query-keys";

export const createInvoice = (input: CreateInvoiceInput) =>
  api.post("/api/invoices", input, InvoiceSchema);

export function useCreateInvoice() {
  return useMutation({
    mutationFn: createInvoice,
    meta: { invalidates: [invoiceKeys.list(), approvalKeys.all] },
  });
}
