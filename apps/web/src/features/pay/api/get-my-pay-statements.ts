import { PayStatementListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { payKeys } from "@/lib/query-keys";

export const getMyPayStatements = () => api.get("/api/me/pay-statements", PayStatementListSchema);

export const myPayStatementsQueryOptions = () =>
  queryOptions({
    queryKey: payKeys.mine(),
    queryFn: getMyPayStatements,
    select: (answer) => answer.statements,
  });

/** The signed-in driver's issued pay statements. */
export function useMyPayStatements() {
  return useQuery(myPayStatementsQueryOptions());
}
