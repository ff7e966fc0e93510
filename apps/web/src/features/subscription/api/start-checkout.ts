import { type CheckoutInput, RedirectSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Select Plan: where to pay for the plan, or to confirm a change from the current one. */
export const startCheckout = (input: CheckoutInput) =>
  api.post("/api/subscription/checkout", input, RedirectSchema);

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
