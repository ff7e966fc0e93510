import { LiveDriversSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { trackingKeys } from "@/lib/query-keys";

export const getLiveDrivers = () => api.get("/api/tracking/live-drivers", LiveDriversSchema);

export const liveDriversQueryOptions = queryOptions({
  queryKey: trackingKeys.liveDrivers(),
  queryFn: getLiveDrivers,
});

/** Which drivers the company map keeps live under the plan; read when the contractor chooses. */
export function useLiveDrivers(enabled: boolean) {
  return useQuery({ ...liveDriversQueryOptions, enabled });
}
