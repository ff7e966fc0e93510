import { DashboardStatsSchema } from "@haulwise/domain";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { persistedInitialData } from "@/lib/persisted-queries";
import { type DayRange, dashboardKeys } from "@/lib/query-keys";
import { rangeQuery } from "./get-load-summary";

export const getDashboardStats = (range: DayRange) =>
  api.get(`/api/dashboard/stats${rangeQuery(range)}`, DashboardStatsSchema);

/** The overview's stat cards for a range; kept in the browser like the summary. */
export function dashboardStatsQueryOptions(queryClient: QueryClient, range: DayRange) {
  const queryKey = dashboardKeys.stats(range);
  return queryOptions({
    queryKey,
    queryFn: () => getDashboardStats(range),
    meta: { persist: true },
    ...persistedInitialData(queryClient, queryKey, DashboardStatsSchema),
  });
}

export function useDashboardStats(range: DayRange) {
  const queryClient = useQueryClient();
  return useQuery(dashboardStatsQueryOptions(queryClient, range));
}
