import { RedirectSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { subscriptionKeys } from "@/lib/query-keys";

/** Cancel on the built-in checkout page: the plan stays as it is. */
export const cancelCheckout = (checkoutId: string) =>
  api.post(
    `/api/subscription/checkouts/${encodeURIComponent(checkoutId)}/cancel`,
    undefined,
    RedirectSchema,
  );

export function useCancelCheckout() {
  return useMutation({ mutationFn: cancelCheckout, meta: { invalidates: [subscriptionKeys.all] } });
}
