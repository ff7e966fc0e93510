import { MapConfigSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { mapKeys } from "@/lib/query-keys";

export const getMapConfig = () => api.get("/api/map-config", MapConfigSchema);

export const mapConfigQueryOptions = queryOptions({
  queryKey: mapKeys.config(),
  queryFn: getMapConfig,
  // The server's setting changes when its operator adds a map file: read once per visit.
  staleTime: Number.POSITIVE_INFINITY,
});

/** How this server's maps are drawn; a screen with a map reads it beside the map's code. */
export function useMapConfig() {
  return useQuery(mapConfigQueryOptions);
}
