import type { Job } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "./keys";

export const getJobs = async () => (await api.get<{ jobs: Job[] }>("/api/jobs")).jobs;

export const jobsQueryOptions = () => queryOptions({ queryKey: jobKeys.list(), queryFn: getJobs });

export function useJobs() {
  return useQuery(jobsQueryOptions());
}
