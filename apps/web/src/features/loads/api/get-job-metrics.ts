import { JOB_STATUSES_DROPPING_METRICS, JobMetricsSchema } from "@haulwise/domain";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dropPersisted, persistedInitialData } from "@/lib/persisted-queries";
import { jobKeys, loadKeys } from "@/lib/query-keys";

export const getJobMetrics = (jobId: string) =>
  api.get(`/api/jobs/${encodeURIComponent(jobId)}/metrics`, JobMetricsSchema);

/** A job's Hauling Metrics and Live Haul Updates, kept in the browser for 30 minutes. */
export function jobMetricsQueryOptions(queryClient: QueryClient, jobId: string) {
  const queryKey = jobKeys.metrics(jobId);
  return queryOptions({
    queryKey,
    queryFn: () => getJobMetrics(jobId),
    meta: { persist: true },
    ...persistedInitialData(queryClient, queryKey, JobMetricsSchema),
  });
}

export function useJobMetrics(jobId: string) {
  const queryClient = useQueryClient();
  return useQuery(jobMetricsQueryOptions(queryClient, jobId));
}

/** A job's figures changed (a load recorded, completed, corrected or voided). */
export function jobLoadsChanged(queryClient: QueryClient, jobId: string) {
  return queryClient.invalidateQueries({ queryKey: jobKeys.metrics(jobId) });
}

/**
 * A job that moved to closed, completed or inactive drops its cached metrics and summaries
 * (spec part 2 §4): they are read afresh if the job is opened again.
 */
export function dropMetricsOfClosedJob(queryClient: QueryClient, jobId: string, status: string) {
  if (!JOB_STATUSES_DROPPING_METRICS.includes(status)) return;
  dropPersisted(queryClient, jobKeys.metrics(jobId));
  for (const query of queryClient.getQueryCache().findAll({ queryKey: loadKeys.summaries() })) {
    const scope = query.queryKey[2] as { jobId?: string } | undefined;
    if (scope?.jobId === jobId) dropPersisted(queryClient, query.queryKey);
  }
}
