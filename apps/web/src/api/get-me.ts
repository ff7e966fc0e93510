import { type Me, SessionSchema } from "@haulwise/domain";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { meKeys } from "@/lib/query-keys";

/**
 * The signed-in person, or null when signed out. The session probe answers a visitor 200
 * with nobody, so "signed out" is an answer, not a failure, and logs nothing in the console.
 */
export async function getMe(): Promise<Me | null> {
  return (await api.get("/api/session", SessionSchema)).me;
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
