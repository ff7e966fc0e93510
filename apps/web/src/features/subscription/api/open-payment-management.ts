import { RedirectSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Manage Payment: the provider's portal, or the built-in management page. */
export const openPaymentManagement = () =>
  api.post("/api/subscription/manage", undefined, RedirectSchema);

export function useOpenPaymentManagement() {
  return useMutation({ mutationFn: openPaymentManagement });
}
