import { PayStatementListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { payKeys } from "@/lib/query-keys";

export const getPayStatements = () => api.get("/api/pay-statements", PayStatementListSchema);

export const payStatementsQueryOptions = () =>
  queryOptions({
    queryKey: payKeys.list(),
    queryFn: getPayStatements,
    select: (answer) => answer.statements,
  });

/** The company's pay statements, newest first. */
export function usePayStatements() {
  return useQuery(payStatementsQueryOptions());
}
