import { JobViewSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const getJobView = (jobId: string) =>
  api.get(`/api/jobs/${encodeURIComponent(jobId)}/view`, JobViewSchema);

export const jobViewQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.view(jobId), queryFn: () => getJobView(jobId) });

export function useJobView(jobId: string) {
  return useQuery(jobViewQueryOptions(jobId));
}
