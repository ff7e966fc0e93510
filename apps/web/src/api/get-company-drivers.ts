import { DriverCardListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { driverKeys } from "@/lib/query-keys";

/**
 * The company's drivers: cards on the drivers page, the people a truck can be assigned to,
 * and the choices when assigning a job or sending a document.
 */
export const getCompanyDrivers = async () =>
  (await api.get("/api/drivers", DriverCardListSchema)).drivers;

export const companyDriversQueryOptions = queryOptions({
  queryKey: driverKeys.list(),
  queryFn: getCompanyDrivers,
  // Status and last activity move while the page is open.
  refetchInterval: 60_000,
});

export function useCompanyDrivers() {
  return useQuery(companyDriversQueryOptions);
}
