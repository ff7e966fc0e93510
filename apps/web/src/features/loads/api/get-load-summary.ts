import { LOADS, LoadSummarySchema } from "@haulwise/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type DayRange, loadKeys } from "@/lib/query-keys";

export type SummaryScope = DayRange & { jobId?: string };

/** The query string of a range (and job), without the empty parts. */
export function rangeQuery(scope: SummaryScope, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...scope, ...extra })) {
    if (value) params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const getLoadSummary = (scope: SummaryScope, cursor: string | null) =>
  api.get(`/api/loads${rangeQuery(scope, cursor ? { cursor } : {})}`, LoadSummarySchema);

/**
 * The Daily Load Summary of a range, a page at a time. The saved cache brings it back for 30
 * minutes per person and range, so it shows at once and refreshes in the background.
 */
export function loadSummaryQueryOptions(scope: SummaryScope) {
  return infiniteQueryOptions({
    queryKey: loadKeys.summary(scope),
    queryFn: ({ pageParam }) => getLoadSummary(scope, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: { persistForMs: LOADS.cacheLifetimeMs },
  });
}

export function useLoadSummary(scope: SummaryScope) {
  return useInfiniteQuery(loadSummaryQueryOptions(scope));
}
