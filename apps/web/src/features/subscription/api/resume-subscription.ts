import { SubscriptionStatusSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { subscriptionKeys } from "@/lib/query-keys";

/** Keeps a plan that was set to end, or to change, renewing as it is. */
export const resumeSubscription = () =>
  api.post("/api/subscription/resume", undefined, SubscriptionStatusSchema);

export function useResumeSubscription() {
  return useMutation({
    mutationFn: resumeSubscription,
    meta: { updates: subscriptionKeys.status() },
  });
}
