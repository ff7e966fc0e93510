import { type CreateCustomerInput, CustomerSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { customerKeys } from "@/lib/query-keys";

export const createCustomer = (input: CreateCustomerInput) =>
  api.post("/api/customers", input, CustomerSchema);

export function useCreateCustomer() {
  return useMutation({ mutationFn: createCustomer, meta: { invalidates: [customerKeys.all] } });
}
