import { JobGrantListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const getJobGrants = async (jobId: string) =>
  (await api.get(`/api/jobs/${encodeURIComponent(jobId)}/permissions`, JobGrantListSchema)).grants;

export const jobGrantsQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.grants(jobId), queryFn: () => getJobGrants(jobId) });

/** Only the job's company may see and change who has view access. */
export function useJobGrants(jobId: string) {
  return useQuery(jobGrantsQueryOptions(jobId));
}
