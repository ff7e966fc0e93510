import { LocalCheckoutSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { subscriptionKeys } from "@/lib/query-keys";

/** A checkout of the built-in provider. */
export const getCheckout = (checkoutId: string) =>
  api.get(`/api/subscription/checkouts/${encodeURIComponent(checkoutId)}`, LocalCheckoutSchema);

export const checkoutQueryOptions = (checkoutId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.checkout(checkoutId),
    queryFn: () => getCheckout(checkoutId),
  });

export function useCheckout(checkoutId: string) {
  return useQuery(checkoutQueryOptions(checkoutId));
}
