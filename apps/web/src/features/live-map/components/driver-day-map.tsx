import { topics } from "@haulwise/domain";
import { useMemo, useState } from "react";
import { useMe } from "@/api/get-me";
import { useSites } from "@/api/get-sites";
import { useT } from "@/lib/i18n";
import { useRealtimeTopic } from "@/lib/realtime/realtime-provider";
import { useCompanyPositions } from "../api/get-company-positions";
import { useDriverTrail } from "../api/get-driver-trail";
import { DriverStops } from "./driver-stops";
import { LiveMap } from "./live-map";
import { useSiteFences } from "./site-fences";

/**
 * One driver's day on the driver page: where they are now (live, as the company map shows
 * them), today's route, the company's site fences and where they stopped.
 */
export function DriverDayMap({ driverId, name }: { driverId: string; name: string }) {
  const t = useT();
  const me = useMe();
  const companyId = me.data?.profile?.companyId ?? null;
  useRealtimeTopic(companyId ? topics.companyLocations(companyId) : null);
  const company = useCompanyPositions();
  const latest = company.data?.positions.find((position) => position.driverId === driverId);
  const positions = useMemo(() => (latest ? [latest] : []), [latest]);
  const trail = useDriverTrail(driverId, latest);
  const fences = useSiteFences();
  const sites = useSites();
  const [selected, setSelected] = useState<string | null>(null);

  return (
    <LiveMap
      label={t("map.driverRouteToday", { name })}
      positions={positions}
      loading={company.isPending}
      error={company.error}
      onRetry={() => company.refetch()}
      fences={fences}
      trail={trail.data?.driverId === driverId ? trail.data.points : null}
      trailOwner={name}
      selectedDriverId={selected}
      onSelectDriver={setSelected}
      emptyText={t("map.driverNotSharing", { name })}
      footer={<DriverStops driverId={driverId} name={name} sites={sites.data?.sites ?? []} />}
    />
  );
}
