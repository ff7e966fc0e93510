import type { DriverCard } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { fleetKeys } from "./fleet-keys";

/**
 * The company's drivers. Shared below the features because the drivers page shows them as
 * cards and the trucks page offers them as the people a truck can be assigned to.
 */
export const companyDriversQueryOptions = queryOptions({
  queryKey: fleetKeys.drivers,
  queryFn: async () => (await api.get<{ drivers: DriverCard[] }>("/api/drivers")).drivers,
  // Status and last activity move while the page is open.
  refetchInterval: 60_000,
});

export function useCompanyDrivers() {
  return useQuery(companyDriversQueryOptions);
}
