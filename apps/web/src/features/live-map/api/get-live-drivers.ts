import { LiveDriversSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { trackingKeys } from "@/lib/query-keys";

export const getLiveDrivers = () => api.get("/api/tracking/live-drivers", LiveDriversSchema);

export const liveDriversQueryOptions = queryOptions({
  queryKey: trackingKeys.liveDrivers(),
  queryFn: getLiveDrivers,
});

/** The company's drivers, the plan's limit and who the contractor chose to keep on the map. */
export function useLiveDrivers() {
  return useQuery(liveDriversQueryOptions);
}
