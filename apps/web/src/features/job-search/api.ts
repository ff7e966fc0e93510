import type { JobSearchResult } from "@haulwise/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const searchJobSites = async (text: string) =>
  (await api.get<{ results: JobSearchResult[] }>(`/api/search/jobs?q=${encodeURIComponent(text)}`))
    .results;

export const jobSiteSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ["job-site-search", text],
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

/** What choosing a result opens, by how the searcher relates to the job site. */
export function resultPath(result: JobSearchResult): string {
  if (result.relation === "company") return `/jobs/${result.id}`;
  if (result.relation === "assigned") return `/jobs/${result.id}/view`;
  return `/driver-jobs?job=${encodeURIComponent(result.id)}`;
}
