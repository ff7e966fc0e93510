import { CustomerListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { customerKeys } from "@/lib/query-keys";

export const getCustomers = (archived?: "include" | "only") =>
  api.get(`/api/customers${archived ? `?archived=${archived}` : ""}`, CustomerListSchema);

export const customersQueryOptions = (archived?: "include" | "only") =>
  queryOptions({
    queryKey: customerKeys.list(archived),
    queryFn: () => getCustomers(archived),
    select: (answer) => answer.customers,
  });

/** The company's customers by name; archived ones too with "include". */
export function useCustomers(archived?: "include" | "only") {
  return useQuery(customersQueryOptions(archived));
}
