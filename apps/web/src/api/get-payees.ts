import { PayeeChoiceListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { payKeys } from "@/lib/query-keys";

export const getPayees = () => api.get("/api/pay-statements/payees", PayeeChoiceListSchema);

export const payeesQueryOptions = () =>
  queryOptions({ queryKey: payKeys.payees(), queryFn: getPayees, select: (a) => a.payees });

/** The company's drivers and hired trucks. */
export function usePayees() {
  return useQuery(payeesQueryOptions());
}
