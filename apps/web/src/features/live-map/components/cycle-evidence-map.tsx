import { type CycleEvidence, messages } from "@haulwise/domain";
import { useMemo } from "react";
import { useSites } from "@/api/get-sites";
import type { MapFence } from "../map/fence-layer";
import { LiveMap } from "./live-map";

const c = messages.cycleScreens;

/** A counted load on the map: the fences of the sites it visited, and its fixes as a line. */
export function CycleEvidenceMap({ evidence }: { evidence: CycleEvidence }) {
  const sites = useSites();
  const fences = useMemo<MapFence[]>(
    () =>
      evidence.visits.flatMap((visit) => {
        const site = sites.data?.sites.find((candidate) => candidate.id === visit.siteId);
        return site
          ? [
              {
                id: `${visit.role}-${site.id}`,
                label: site.name,
                geometry: site.geometry,
                kind: visit.role,
              },
            ]
          : [];
      }),
    [evidence, sites.data],
  );
  const trail = useMemo(
    () =>
      evidence.visits
        .flatMap((visit) => visit.fixes)
        .filter((fix) => !fix.ignored)
        .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt)),
    [evidence],
  );
  return (
    <LiveMap
      label={c.evidenceMap}
      positions={[]}
      fences={fences}
      trail={trail}
      emptyText={c.evidenceMapNote}
    />
  );
}
