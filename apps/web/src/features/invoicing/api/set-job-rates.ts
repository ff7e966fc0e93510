import { JobRatesSchema, type SetJobRatesInput } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { rateKeys } from "@/lib/query-keys";
import { ratesPath } from "./get-job-rates";

export const setJobRates = (jobId: string, input: SetJobRatesInput) =>
  api.put(ratesPath(jobId), input, JobRatesSchema);

export function useSetJobRates(jobId: string) {
  return useMutation({
    mutationFn: (input: SetJobRatesInput) => setJobRates(jobId, input),
    meta: { updates: rateKeys.job(jobId) },
  });
}
