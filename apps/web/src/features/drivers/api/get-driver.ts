import { DriverCardSchema } from "@haulwise/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { driverKeys } from "@/lib/query-keys";

/** One of the company's drivers as their card shows them: state, truck and figures. */
export function useDriver(driverId: string) {
  return useQuery({
    queryKey: driverKeys.detail(driverId),
    queryFn: () => api.get(`/api/drivers/${encodeURIComponent(driverId)}`, DriverCardSchema),
    // Status, tracking and last activity move while the page is open.
    refetchInterval: 60_000,
  });
}
