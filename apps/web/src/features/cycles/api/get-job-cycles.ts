import { CycleListSchema } from "@haulwise/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { cycleKeys, type InstantRange } from "@/lib/query-keys";

export const rangeQuery = ({ from, to }: InstantRange) =>
  new URLSearchParams({ from, to }).toString();

export const getJobCycles = (jobId: string, range: InstantRange) =>
  api.get(`/api/jobs/${encodeURIComponent(jobId)}/cycles?${rangeQuery(range)}`, CycleListSchema);

export const jobCyclesQueryOptions = (jobId: string, range: InstantRange) =>
  queryOptions({
    queryKey: cycleKeys.list(jobId, range),
    queryFn: () => getJobCycles(jobId, range),
    placeholderData: keepPreviousData,
  });

/** The job's load cycles in the range, with their counts and times per day and per truck. */
export function useJobCycles(jobId: string, range: InstantRange) {
  return useQuery(jobCyclesQueryOptions(jobId, range));
}
