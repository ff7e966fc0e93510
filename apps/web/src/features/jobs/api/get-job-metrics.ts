import { JobMetricsSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { startOfDay } from "date-fns";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

/** "Today" is the viewer's own day, so the start of it is sent with the request. */
export const getJobMetrics = (jobId: string) =>
  api.get(
    `/api/jobs/${encodeURIComponent(jobId)}/metrics?since=${encodeURIComponent(
      startOfDay(new Date()).toISOString(),
    )}`,
    JobMetricsSchema,
  );

export const jobMetricsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.metrics(jobId),
    queryFn: () => getJobMetrics(jobId),
    // Live hauls move while the tab is open; a minute is fresh enough without realtime.
    refetchInterval: 60_000,
  });

export function useJobMetrics(jobId: string) {
  return useQuery(jobMetricsQueryOptions(jobId));
}
