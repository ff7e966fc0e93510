import { type CompanyJobListQuery, CompanyJobListSchema } from "@haulwise/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { listSearch } from "@/lib/list-query";
import { jobKeys } from "@/lib/query-keys";

export const getJobs = (query: CompanyJobListQuery) =>
  api.get(`/api/jobs${listSearch(query)}`, CompanyJobListSchema);

export const jobsQueryOptions = (query: CompanyJobListQuery) =>
  queryOptions({ queryKey: jobKeys.companyList(query), queryFn: () => getJobs(query) });

/** One page of the company's jobs list (newest first unless sorted otherwise). */
export function useJobs(query: CompanyJobListQuery) {
  return useQuery({ ...jobsQueryOptions(query), placeholderData: keepPreviousData });
}
