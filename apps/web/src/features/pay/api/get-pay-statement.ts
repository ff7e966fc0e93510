import { PayStatementSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { payKeys } from "@/lib/query-keys";

export const statementPath = (statementId: string) =>
  `/api/pay-statements/${encodeURIComponent(statementId)}`;

export const getPayStatement = (statementId: string) =>
  api.get(statementPath(statementId), PayStatementSchema);

export const payStatementQueryOptions = (statementId: string) =>
  queryOptions({
    queryKey: payKeys.detail(statementId),
    queryFn: () => getPayStatement(statementId),
  });

export function usePayStatement(statementId: string) {
  return useQuery(payStatementQueryOptions(statementId));
}
