import { FleetSummarySchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dashboardKeys } from "@/lib/query-keys";

export const getFleetSummary = () => api.get("/api/dashboard/fleet", FleetSummarySchema);

export const fleetSummaryQueryOptions = queryOptions({
  queryKey: dashboardKeys.fleet(),
  queryFn: getFleetSummary,
  // Positions and duty change through the day; a minute is fresh enough for an overview.
  refetchInterval: 60_000,
});

export function useFleetSummary() {
  return useQuery(fleetSummaryQueryOptions);
}
