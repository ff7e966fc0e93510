import { StopListSchema } from "@haulwise/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { trackingKeys } from "@/lib/query-keys";

export const getDriverStops = (driverId: string) =>
  api.get(`/api/drivers/${encodeURIComponent(driverId)}/stops`, StopListSchema);

/** Where a driver stayed today (company calendar), each stop with the site it lies in, if any. */
export function useDriverStops(driverId: string | null) {
  return useQuery({
    queryKey: trackingKeys.stops(driverId ?? "", "today"),
    queryFn: () => getDriverStops(driverId ?? ""),
    enabled: driverId !== null,
  });
}
