import { TrailSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { trackingKeys } from "@/lib/query-keys";

export const getDriverTrail = (driverId: string, date: string) =>
  api.get(
    `/api/drivers/${encodeURIComponent(driverId)}/trail?date=${encodeURIComponent(date)}`,
    TrailSchema,
  );

/** While the day is still going its trail grows, so a shown trail is read again each minute. */
const TRAIL_REFRESH_MS = 60_000;

export const driverTrailQueryOptions = (driverId: string, date: string) =>
  queryOptions({
    queryKey: trackingKeys.trail(driverId, date),
    queryFn: () => getDriverTrail(driverId, date),
    refetchInterval: TRAIL_REFRESH_MS,
  });

/** Where a driver went on one day; nothing is read until a driver is chosen. */
export function useDriverTrail(driverId: string | null, date: string) {
  return useQuery({
    ...driverTrailQueryOptions(driverId ?? "", date),
    enabled: driverId !== null,
  });
}
