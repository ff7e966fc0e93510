import { DashboardStatsSchema, LOADS } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type DayRange, dashboardKeys } from "@/lib/query-keys";
import { rangeQuery } from "./get-load-summary";

export const getDashboardStats = (range: DayRange) =>
  api.get(`/api/dashboard/stats${rangeQuery(range)}`, DashboardStatsSchema);

/** The overview's stat cards for a range; brought back from the saved cache like the summary. */
export function dashboardStatsQueryOptions(range: DayRange) {
  return queryOptions({
    queryKey: dashboardKeys.stats(range),
    queryFn: () => getDashboardStats(range),
    meta: { persistForMs: LOADS.cacheLifetimeMs },
  });
}

export function useDashboardStats(range: DayRange) {
  return useQuery(dashboardStatsQueryOptions(range));
}
