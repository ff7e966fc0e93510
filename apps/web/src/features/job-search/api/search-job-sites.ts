import { JobSearchResultListSchema } from "@haulwise/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { searchKeys } from "@/lib/query-keys";

export const searchJobSites = async (text: string) =>
  (await api.get(`/api/search/jobs?q=${encodeURIComponent(text)}`, JobSearchResultListSchema))
    .results;

export const jobSiteSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: searchKeys.jobSites(text),
    queryFn: () => searchJobSites(text),
    staleTime: 15_000,
  });

/** Searches only for non-blank text (spec part 2 §5); the caller debounces it. */
export function useJobSiteSearch(text: string) {
  return useQuery({
    ...jobSiteSearchQueryOptions(text),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}
