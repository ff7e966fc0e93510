import { DriverJobListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const getDriverJobs = async () =>
  (await api.get("/api/driver/jobs", DriverJobListSchema)).jobs;

export const driverJobsQueryOptions = queryOptions({
  queryKey: jobKeys.list("assigned"),
  queryFn: getDriverJobs,
});

/** The jobs the driver works, by start date. */
export function useDriverJobs() {
  return useQuery(driverJobsQueryOptions);
}
