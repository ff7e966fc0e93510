import { JobDriverListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const getJobRoster = async (jobId: string) =>
  (await api.get(`/api/jobs/${encodeURIComponent(jobId)}/drivers`, JobDriverListSchema)).drivers;

export const jobRosterQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.drivers(jobId), queryFn: () => getJobRoster(jobId) });

/** Drivers on the job and the requests to join it. */
export function useJobRoster(jobId: string) {
  return useQuery(jobRosterQueryOptions(jobId));
}
