import { LoadSummarySchema } from "@haulwise/domain";
import {
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import { api } from "@/lib/api-client";
import { persistedInitialData } from "@/lib/persisted-queries";
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

/** Pages as the infinite query holds them, to check what storage kept. */
const SummaryPagesSchema = z.object({
  pages: z.array(LoadSummarySchema),
  pageParams: z.array(z.string().nullable()),
});

export const getLoadSummary = (scope: SummaryScope, cursor: string | null) =>
  api.get(`/api/loads${rangeQuery(scope, cursor ? { cursor } : {})}`, LoadSummarySchema);

/**
 * The Daily Load Summary of a range, a page at a time. Kept in the browser for 30 minutes
 * per person and range, so it shows at once and refreshes in the background.
 */
export function loadSummaryQueryOptions(queryClient: QueryClient, scope: SummaryScope) {
  const queryKey = loadKeys.summary(scope);
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => getLoadSummary(scope, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: { persist: true },
    ...persistedInitialData(queryClient, queryKey, SummaryPagesSchema),
  });
}

export function useLoadSummary(scope: SummaryScope) {
  const queryClient = useQueryClient();
  return useInfiniteQuery(loadSummaryQueryOptions(queryClient, scope));
}
