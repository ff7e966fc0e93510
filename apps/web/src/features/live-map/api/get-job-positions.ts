import { JobLivePositionsSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const getJobPositions = (jobId: string) =>
  api.get(`/api/jobs/${encodeURIComponent(jobId)}/positions`, JobLivePositionsSchema);

export const jobPositionsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: jobKeys.positions(jobId),
    queryFn: () => getJobPositions(jobId),
  });

/** The job's active drivers where they are now; kept current by the job's locations topic. */
export function useJobPositions(jobId: string) {
  return useQuery(jobPositionsQueryOptions(jobId));
}
