import { TruckListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
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
 * What any truck change makes out of date: the trucks lists, the drivers' cards
 * ('Driving: …') and the dashboard's counts.
 */
export const truckChange = [truckKeys.all, driverKeys.all, dashboardKeys.all];
