import { ReconciliationSchema } from "@haulwise/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cycleKeys, type InstantRange } from "@/lib/query-keys";
import { rangeQuery } from "./get-job-cycles";

export const getReconciliation = (jobId: string, range: InstantRange) =>
  api.get(
    `/api/jobs/${encodeURIComponent(jobId)}/reconciliation?${rangeQuery(range)}`,
    ReconciliationSchema,
  );

/** Per day: counted loads without a ticket, tickets without a counted load, and the matches. */
export function useReconciliation(jobId: string, range: InstantRange) {
  return useQuery({
    queryKey: cycleKeys.reconciliation(jobId, range),
    queryFn: () => getReconciliation(jobId, range),
    placeholderData: keepPreviousData,
  });
}
