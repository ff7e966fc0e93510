import { SHARING, SharedJobSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";
import { shareKeys } from "@/lib/query-keys";

export const getSharedJob = (token: string) =>
  api.get(`/api/shared/${encodeURIComponent(token)}`, SharedJobSchema);

/** A link that no longer works answers 404 (400 for one mistyped beyond reading). */
export const isLinkGone = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

export const sharedJobQueryOptions = (token: string) =>
  queryOptions({
    queryKey: shareKeys.shared(token),
    queryFn: () => getSharedJob(token),
    // Trucks move, and a revoked link must stop showing within seconds.
    refetchInterval: (query) => (isLinkGone(query.state.error) ? false : SHARING.refreshMs),
    staleTime: 0,
  });

/** The job a share link opens, read again every few seconds while the page is open. */
export function useSharedJob(token: string) {
  return useQuery(sharedJobQueryOptions(token));
}
