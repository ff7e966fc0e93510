import { DEFAULT_SUBSCRIPTION_STATUS, SubscriptionStatusSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { subscriptionKeys } from "@/lib/query-keys";

export const getSubscription = () => api.get("/api/subscription", SubscriptionStatusSchema);

export const subscriptionQueryOptions = queryOptions({
  queryKey: subscriptionKeys.status(),
  queryFn: getSubscription,
});

/**
 * The contractor's company's plan. Until it arrives, and when it cannot be read, screens use
 * the specification's defaults (free, monthly, 3 trucks) from `subscriptionOf`.
 */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQueryOptions, enabled });
}

export const subscriptionOf = (data: typeof DEFAULT_SUBSCRIPTION_STATUS | undefined) =>
  data ?? DEFAULT_SUBSCRIPTION_STATUS;

/** Whether this installation sells plans at all; with `BILLING=off` nothing prompts an upgrade. */
export const sellsPlans = (data: typeof DEFAULT_SUBSCRIPTION_STATUS | undefined) =>
  subscriptionOf(data).provider !== "off";
