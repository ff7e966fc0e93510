import { SiteListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteKeys } from "@/lib/query-keys";

export const getSites = () => api.get("/api/sites", SiteListSchema);

export const sitesQueryOptions = queryOptions({ queryKey: siteKeys.list(), queryFn: getSites });

/**
 * The company's sites (a driver's: those of the companies they drive for): drawn as fences on
 * every live map, chosen as a job's load and dump sites, edited on /sites.
 */
export function useSites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sitesQueryOptions, enabled });
}
