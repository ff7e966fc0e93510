import { JobRatesSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { rateKeys } from "@/lib/query-keys";

export const ratesPath = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/rates`;

export const getJobRates = (jobId: string) => api.get(ratesPath(jobId), JobRatesSchema);

export const jobRatesQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: rateKeys.job(jobId), queryFn: () => getJobRates(jobId) });

/** A job's rates in force today and every one set. */
export function useJobRates(jobId: string) {
  return useQuery(jobRatesQueryOptions(jobId));
}
