import type { Me } from "@haulwise/domain";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { meKeys } from "@/lib/query-keys";
import { getMe } from "./read-session";

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
