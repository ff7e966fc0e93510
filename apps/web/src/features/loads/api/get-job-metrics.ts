import { JOB_STATUSES_DROPPING_METRICS, JobMetricsSchema, LOADS } from "@haulwise/domain";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys, loadKeys } from "@/lib/query-keys";

export const getJobMetrics = (jobId: string) =>
  api.get(`/api/jobs/${encodeURIComponent(jobId)}/metrics`, JobMetricsSchema);

/**
 * A job's Hauling Metrics and Live Haul Updates; the saved cache brings them back for 30
 * minutes, shown at once and refetched in the background.
 */
export function jobMetricsQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: jobKeys.metrics(jobId),
    queryFn: () => getJobMetrics(jobId),
    meta: { persistForMs: LOADS.cacheLifetimeMs },
  });
}

export function useJobMetrics(jobId: string) {
  return useQuery(jobMetricsQueryOptions(jobId));
}

/** A job's figures changed (a load recorded, completed, corrected or voided). */
export function jobLoadsChanged(queryClient: QueryClient, jobId: string) {
  return queryClient.invalidateQueries({ queryKey: jobKeys.metrics(jobId) });
}

/**
 * A job that moved to closed, completed or inactive drops its cached metrics and summaries
 * (spec part 2 §4), in memory and so in the saved cache: they are read afresh if the job is
 * opened again.
 */
export function dropMetricsOfClosedJob(queryClient: QueryClient, jobId: string, status: string) {
  if (!JOB_STATUSES_DROPPING_METRICS.includes(status)) return;
  queryClient.removeQueries({ queryKey: jobKeys.metrics(jobId) });
  queryClient.removeQueries({
    queryKey: loadKeys.summaries(),
    predicate: (query) => (query.queryKey[2] as { jobId?: string } | undefined)?.jobId === jobId,
  });
}
