import { JobListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const getJobs = async () => (await api.get("/api/jobs", JobListSchema)).jobs;

export const jobsQueryOptions = queryOptions({
  queryKey: jobKeys.list("company"),
  queryFn: getJobs,
});

/** The company's jobs, newest first. */
export function useJobs() {
  return useQuery(jobsQueryOptions);
}
