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

/** `enabled: false` for someone with no fleet to read, whom the server would refuse. */
export function useFleetSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...fleetSummaryQueryOptions, enabled });
}
