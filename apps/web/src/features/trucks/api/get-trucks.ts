import { TruckListSchema } from "@haulwise/domain";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dashboardKeys, driverKeys, truckKeys } from "@/lib/query-keys";

export const getTrucks = async (includeRetired: boolean) =>
  (await api.get(`/api/trucks${includeRetired ? "?includeRetired=true" : ""}`, TruckListSchema))
    .trucks;

export const trucksQueryOptions = (includeRetired: boolean) =>
  queryOptions({
    queryKey: truckKeys.list(includeRetired),
    queryFn: () => getTrucks(includeRetired),
  });

export function useTrucks(includeRetired = false) {
  return useQuery(trucksQueryOptions(includeRetired));
}

/**
 * A truck changed: the trucks lists, the drivers' cards ('Driving: …') and the dashboard's
 * counts all show it. Every truck mutation ends here.
 */
export function invalidateTruckChange(queryClient: QueryClient) {
  return Promise.all(
    [truckKeys.all, driverKeys.all, dashboardKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
