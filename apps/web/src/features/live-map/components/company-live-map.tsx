import { topics } from "@haulwise/domain";
import { useState } from "react";
import { useMe } from "@/api/get-me";
import { useSites } from "@/api/get-sites";
import { useRealtimeTopic } from "@/lib/realtime/realtime-provider";
import { useCompanyPositions } from "../api/get-company-positions";
import { useDriverTrail } from "../api/get-driver-trail";
import { useTrackingAlerts } from "../api/get-tracking-alerts";
import type { MapSite } from "../map/engine";
import { AlertsOverlay } from "./alerts-overlay";
import { DriverStops } from "./driver-stops";
import { LiveMap } from "./live-map";
import { useSiteFences } from "./site-fences";
import { useRealtimeSetupNotice } from "./use-realtime-setup-notice";

const NO_POSITIONS = [] as const;
const NO_ALERTS = [] as const;

/**
 * The company's live map with no job chosen: as many drivers as the plan shows (the server
 * chooses), the count chip and plan banner, open alerts, and the day's trail of the driver
 * selected. Used on the contractor dashboard's tracking tab, /dashboard and /jobs.
 */
export function CompanyLiveMap({
  embedded = true,
  sites,
  announceRealtimeFailure = false,
  label = "Live map of your drivers",
}: {
  embedded?: boolean;
  sites?: readonly MapSite[];
  /** Tell the person once if live updates could not be set up (the job list's map). */
  announceRealtimeFailure?: boolean;
  label?: string;
}) {
  const me = useMe();
  const companyId = me.data?.profile?.companyId ?? null;
  const live = useRealtimeTopic(companyId ? topics.companyLocations(companyId) : null);
  useRealtimeTopic(companyId ? topics.companyAlerts(companyId) : null);
  useRealtimeSetupNotice(live, announceRealtimeFailure);
  const positions = useCompanyPositions();
  const fences = useSiteFences();
  const companySites = useSites();
  const alerts = useTrackingAlerts();
  const [selected, setSelected] = useState<string | null>(null);
  const latest = positions.data?.positions.find((position) => position.driverId === selected);
  const trail = useDriverTrail(selected, latest);
  const trailPoints = selected && trail.data?.driverId === selected ? trail.data.points : null;

  return (
    <LiveMap
      label={label}
      embedded={embedded}
      positions={positions.data?.positions ?? NO_POSITIONS}
      loading={positions.isPending}
      error={positions.error}
      onRetry={() => positions.refetch()}
      total={positions.data?.total}
      limit={positions.data?.limit ?? null}
      sites={sites}
      fences={fences}
      trail={trailPoints}
      selectedDriverId={selected}
      onSelectDriver={setSelected}
      emptyText="None of your drivers is sharing a position right now. Drivers share theirs while on duty with Haulwise open."
      overlay={
        <AlertsOverlay alerts={alerts.data?.alerts ?? NO_ALERTS} onSelectDriver={setSelected} />
      }
      footer={
        latest ? (
          <DriverStops
            driverId={latest.driverId}
            name={latest.name}
            sites={companySites.data?.sites ?? []}
          />
        ) : null
      }
    />
  );
}
