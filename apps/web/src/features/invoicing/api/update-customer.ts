import { CustomerSchema, type UpdateCustomerInput } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { customerKeys, jobKeys } from "@/lib/query-keys";

export const updateCustomer = (customerId: string, input: UpdateCustomerInput) =>
  api.patch(`/api/customers/${encodeURIComponent(customerId)}`, input, CustomerSchema);

export function useUpdateCustomer() {
  return useMutation({
    mutationFn: ({ customerId, input }: { customerId: string; input: UpdateCustomerInput }) =>
      updateCustomer(customerId, input),
    // Jobs show their customer's name.
    meta: { invalidates: [customerKeys.all, jobKeys.all] },
  });
}
