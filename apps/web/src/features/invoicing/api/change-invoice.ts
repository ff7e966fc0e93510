import {
  InvoiceSchema,
  type MarkInvoicePaidInput,
  type SendInvoiceInput,
  type VoidDocumentInput,
} from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { approvalKeys, invoiceKeys } from "@/lib/query-keys";
import { invoicePath } from "./get-invoice";

/** What moves an invoice on: issue it, send it, mark it paid, or void it. */
export type InvoiceChange =
  | { action: "issue" }
  | { action: "send"; input: SendInvoiceInput }
  | { action: "pay"; input: MarkInvoicePaidInput }
  | { action: "void"; input: VoidDocumentInput };

export const changeInvoice = (invoiceId: string, change: InvoiceChange) =>
  api.post(
    `${invoicePath(invoiceId)}/${change.action}`,
    "input" in change ? change.input : {},
    InvoiceSchema,
  );

export function useChangeInvoice(invoiceId: string) {
  return useMutation({
    mutationFn: (change: InvoiceChange) => changeInvoice(invoiceId, change),
    // A voided invoice's tickets show as not invoiced on the approval screens again.
    meta: {
      updates: invoiceKeys.detail(invoiceId),
      invalidates: [invoiceKeys.list(), approvalKeys.all],
    },
  });
}
