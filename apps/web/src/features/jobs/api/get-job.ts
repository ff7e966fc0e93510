import type { Job } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "./keys";

export const getJob = (jobId: string) => api.get<Job>(`/api/jobs/${encodeURIComponent(jobId)}`);

export const jobQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.detail(jobId), queryFn: () => getJob(jobId) });

export function useJob(jobId: string) {
  return useQuery(jobQueryOptions(jobId));
}
