import { type TruckListQuery, TruckListSchema } from "@haulwise/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { listSearch } from "@/lib/list-query";
import { dashboardKeys, driverKeys, truckKeys } from "@/lib/query-keys";

export const getTrucks = (query: TruckListQuery) =>
  api.get(`/api/trucks${listSearch(query)}`, TruckListSchema);

export const trucksQueryOptions = (query: TruckListQuery) =>
  queryOptions({
    queryKey: truckKeys.list(query),
    queryFn: () => getTrucks(query),
  });

/** One page of the trucks list; the last page stays on screen while the next one loads. */
export function useTrucks(query: TruckListQuery) {
  return useQuery({ ...trucksQueryOptions(query), placeholderData: keepPreviousData });
}

/**
 * What any truck change makes out of date: the trucks lists, the drivers' cards
 * ('Driving: …') and the dashboard's counts.
 */
export const truckChange = [truckKeys.all, driverKeys.all, dashboardKeys.all];
