import { type LivePosition, topics } from "@haulwise/domain";
import { useEffect, useMemo, useRef, useState } from "react";
import { useMe } from "@/api/get-me";
import { useSites } from "@/api/get-sites";
import { t } from "@/lib/i18n";
import { driverPagePath } from "@/lib/paths";
import { useRealtimeTopic } from "@/lib/realtime/realtime-provider";
import { useActiveJobs } from "../api/get-active-jobs";
import { useCompanyPositions } from "../api/get-company-positions";
import { useDriverTrail } from "../api/get-driver-trail";
import { useTrackingAlerts } from "../api/get-tracking-alerts";
import type { LatLng } from "../map/engine";
import { AlertsOverlay } from "./alerts-overlay";
import { DriverStops } from "./driver-stops";
import { jobPinOf } from "./job-site";
import { LiveMap } from "./live-map";
import { useSiteFences } from "./site-fences";
import { useRealtimeSetupNotice } from "./use-realtime-setup-notice";

const NO_POSITIONS = [] as const;
const NO_ALERTS = [] as const;
const NO_SITES = [] as const;

/** How close "Show on map" brings a truck: its street and the next ones around. */
const SHOWN_ZOOM = 14;

/** A driver, or the driver of a truck, to find on the map as it opens ("Show on map"). */
export type ShowOnMap = { driverId?: string | null; truckId?: string | null };

/**
 * The company's live map with no job chosen: as many drivers as the plan shows (the server
 * chooses), labelled with their truck numbers, the sites of the company's active jobs (so an
 * empty map opens where the company works), the count chip and plan banner, open alerts,
 * and the day's trail of the driver selected. Used on the contractor dashboard's tracking
 * tab, /dashboard and /jobs.
 */
export function CompanyLiveMap({
  embedded = true,
  announceRealtimeFailure = false,
  label = t("map.company.label"),
  show = null,
}: {
  embedded?: boolean;
  /** Tell the person once if live updates could not be set up (the job list's map). */
  announceRealtimeFailure?: boolean;
  label?: string;
  /** Opens on this driver (or truck's driver), chosen and brought close. */
  show?: ShowOnMap | null;
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
  const activeJobs = useActiveJobs();
  const jobPins = useMemo(
    () => activeJobs.data?.jobs.flatMap((job) => jobPinOf(job) ?? []) ?? NO_SITES,
    [activeJobs.data],
  );
  const [selected, setSelected] = useState<string | null>(null);
  const shown = useShowOnMap(show, positions.data?.positions, setSelected);
  const latest = positions.data?.positions.find((position) => position.driverId === selected);
  const trail = useDriverTrail(selected, latest);
  const trailPoints = selected && trail.data?.driverId === selected ? trail.data.points : null;

  return (
    <LiveMap
      driverPath={driverPagePath}
      label={label}
      embedded={embedded}
      positions={positions.data?.positions ?? NO_POSITIONS}
      loading={positions.isPending}
      error={positions.error}
      onRetry={() => positions.refetch()}
      total={positions.data?.total}
      limit={positions.data?.limit ?? null}
      sites={jobPins}
      fences={fences}
      focus={shown.focus}
      trail={trailPoints}
      selectedDriverId={selected}
      onSelectDriver={setSelected}
      emptyText={t("map.company.empty")}
      overlay={
        <AlertsOverlay alerts={alerts.data?.alerts ?? NO_ALERTS} onSelectDriver={setSelected} />
      }
      footer={
        shown.missing ? (
          <p role="status" className="text-sm text-muted-foreground">
            {shown.missing}
          </p>
        ) : latest ? (
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

/**
 * Finds the driver "Show on map" asked for once the positions are read: chosen (their info
 * window opens) and brought into view, or a sentence saying they are not on the map.
 */
function useShowOnMap(
  show: ShowOnMap | null,
  positions: readonly LivePosition[] | undefined,
  select: (driverId: string) => void,
) {
  const done = useRef<ShowOnMap | null>(null);
  const [focus, setFocus] = useState<(LatLng & { zoom: number }) | null>(null);
  const wanted = show && (show.driverId || show.truckId) ? show : null;
  const found = useMemo(
    () =>
      wanted && positions
        ? (positions.find((position) =>
            wanted.driverId
              ? position.driverId === wanted.driverId
              : position.truck?.id === wanted.truckId,
          ) ?? null)
        : undefined,
    [wanted, positions],
  );
  useEffect(() => {
    if (!found || done.current === show) return;
    done.current = show;
    select(found.driverId);
    setFocus({ latitude: found.latitude, longitude: found.longitude, zoom: SHOWN_ZOOM });
  }, [found, show, select]);
  return {
    focus,
    missing:
      found === null ? (wanted?.truckId ? t("map.notOnMapTruck") : t("map.notOnMapDriver")) : null,
  };
}
