import { SubscriptionStatusSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { subscriptionKeys } from "@/lib/query-keys";

/** Ends the paid plan at the end of the period already paid for. */
export const cancelSubscription = () =>
  api.post("/api/subscription/cancel", undefined, SubscriptionStatusSchema);

export function useCancelSubscription() {
  return useMutation({
    mutationFn: cancelSubscription,
    meta: { updates: subscriptionKeys.status() },
  });
}
