import { RedirectSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { subscriptionKeys } from "@/lib/query-keys";

/** Pay on the built-in checkout page: the provider's confirmation. */
export const payCheckout = (checkoutId: string) =>
  api.post(
    `/api/subscription/checkouts/${encodeURIComponent(checkoutId)}/pay`,
    undefined,
    RedirectSchema,
  );

export function usePayCheckout() {
  return useMutation({ mutationFn: payCheckout, meta: { invalidates: [subscriptionKeys.all] } });
}
