import { SubscriptionStatusSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { subscriptionKeys } from "@/lib/query-keys";

/** Back from Stripe Checkout: the server confirms the session with Stripe and records it. */
export const confirmCheckout = (sessionId: string) =>
  api.post("/api/subscription/checkout/confirm", { sessionId }, SubscriptionStatusSchema);

export function useConfirmCheckout() {
  return useMutation({
    mutationFn: confirmCheckout,
    meta: { updates: subscriptionKeys.status() },
  });
}
