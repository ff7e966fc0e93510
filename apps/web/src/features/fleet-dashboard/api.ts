import type { FleetSummary } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { fleetKeys } from "@/lib/fleet-keys";

export const fleetSummaryQueryOptions = queryOptions({
  queryKey: fleetKeys.dashboard,
  queryFn: () => api.get<FleetSummary>("/api/dashboard/fleet"),
  // Positions and duty change through the day; a minute is fresh enough for an overview.
  refetchInterval: 60_000,
});

export function useFleetSummary() {
  return useQuery(fleetSummaryQueryOptions);
}
