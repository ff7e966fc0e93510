import { useMemo, useState } from "react";
import { useDriverJobs } from "@/api/get-driver-jobs";
import { useMe } from "@/api/get-me";
import { t } from "@/lib/i18n";
import { useDriverTrail } from "../api/get-driver-trail";
import { useMyPosition } from "../api/get-my-position";
import { GpsDisabledOverlay } from "./gps-disabled-overlay";
import { siteOf } from "./job-site";
import { LiveMap } from "./live-map";
import { useSiteFences } from "./site-fences";

/** Jobs whose sites belong on a driver's map: the ones still being worked. */
const WORKING = new Set(["active", "pending"]);

/**
 * A driver's own map: where their contractor sees them now, today's trail, and the sites of
 * the jobs they work. The driver dashboard's Current Route (embedded) and /driver-map (full).
 */
export function DriverRouteMap({ embedded = true }: { embedded?: boolean }) {
  const me = useMe();
  const driverId = me.data?.user.id ?? null;
  const position = useMyPosition();
  const jobs = useDriverJobs();
  const trail = useDriverTrail(driverId, position.data);
  const [selected, setSelected] = useState<string | null>(null);
  const positions = useMemo(() => (position.data ? [position.data] : []), [position.data]);
  const fences = useSiteFences();
  const sites = useMemo(
    () =>
      (jobs.data ?? []).flatMap((job) => {
        const site = WORKING.has(job.status) ? siteOf(job) : null;
        return site ? [{ ...site, label: `${job.title}: ${site.label}` }] : [];
      }),
    [jobs.data],
  );

  return (
    <LiveMap
      label={t("map.driver.label")}
      embedded={embedded}
      positions={positions}
      loading={position.isPending}
      error={position.error}
      onRetry={() => position.refetch()}
      sites={sites}
      fences={fences}
      trail={trail.data?.points ?? null}
      trailOwner={null}
      selectedDriverId={selected}
      onSelectDriver={setSelected}
      emptyText={t("map.driver.empty")}
      overlay={<GpsDisabledOverlay />}
    />
  );
}
