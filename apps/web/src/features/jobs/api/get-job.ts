import { JobSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const getJob = (jobId: string) =>
  api.get(`/api/jobs/${encodeURIComponent(jobId)}`, JobSchema);

export const jobQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.detail(jobId), queryFn: () => getJob(jobId) });

export function useJob(jobId: string) {
  return useQuery(jobQueryOptions(jobId));
}
