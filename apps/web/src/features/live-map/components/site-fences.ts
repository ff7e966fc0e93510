import type { HaulRoute, Site } from "@haulwise/domain";
import { useMemo } from "react";
import { useSites } from "@/api/get-sites";
import type { FenceKind, MapFence } from "../map/fence-layer";

const NO_FENCES: readonly MapFence[] = [];

function kindOf(site: Site, route: HaulRoute | null): FenceKind {
  if (site.id === route?.loadSiteId) return "load";
  if (site.id === route?.dumpSiteId) return "dump";
  return "site";
}

/** The company's sites as fences for a map, a job's load and dump sites drawn stronger. */
export function useSiteFences(route: HaulRoute | null = null): readonly MapFence[] {
  const sites = useSites();
  const loadSiteId = route?.loadSiteId ?? null;
  const dumpSiteId = route?.dumpSiteId ?? null;
  return useMemo(() => {
    const list = sites.data?.sites;
    if (!list || list.length === 0) return NO_FENCES;
    const haul = { loadSiteId, dumpSiteId };
    return list.map((site) => ({
      id: site.id,
      label: site.name,
      geometry: site.geometry,
      kind: kindOf(site, haul),
    }));
  }, [sites.data, loadSiteId, dumpSiteId]);
}
