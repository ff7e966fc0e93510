import { type Me, MeSchema } from "@haulwise/domain";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";
import { meKeys } from "@/lib/query-keys";

/**
 * The signed-in person, or null when signed out. A 401 is an answer here, not a failure,
 * so screens can tell "signed out" from "could not load".
 */
export async function getMe(): Promise<Me | null> {
  try {
    return await api.get("/api/me", MeSchema);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meKeys.all,
  queryFn: getMe,
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** Asks the server again whatever is cached: for the moment just after signing in or up. */
export function fetchFreshMe(queryClient: QueryClient): Promise<Me | null> {
  return queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}

/**
 * The signed-in person as far as the cache knows, never asking the server: for pieces that
 * follow the session (the realtime connection) without making public pages fetch it.
 */
export function useCachedMe(): Me | null {
  return useQuery({ ...meQueryOptions, enabled: false }).data ?? null;
}
