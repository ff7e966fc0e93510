import { AvailableJobListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const getAvailableJobs = async () =>
  (await api.get("/api/driver/available-jobs", AvailableJobListSchema)).jobs;

export const availableJobsQueryOptions = queryOptions({
  queryKey: jobKeys.list("available"),
  queryFn: getAvailableJobs,
});

/** Open jobs of the driver's companies they may ask to join, with their waiting requests. */
export function useAvailableJobs() {
  return useQuery(availableJobsQueryOptions);
}
