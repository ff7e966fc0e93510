import { MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";

/** The company map on the contractor dashboard, opened on one driver or one truck's driver. */
export function showOnMapPath(target: { driverId: string } | { truckId: string }) {
  const params = new URLSearchParams({ tab: "tracking" });
  if ("driverId" in target) params.set("driver", target.driverId);
  else params.set("truck", target.truckId);
  return `/contractor-dashboard?${params}`;
}

/** "Show on map" on a driver's or a truck's row; `name` tells which for assistive technology. */
export function ShowOnMapLink({
  target,
  name,
  iconOnly = false,
}: {
  target: { driverId: string } | { truckId: string };
  name: string;
  /** In a table row: the pin alone, its words in the link's name and tooltip. */
  iconOnly?: boolean;
}) {
  const t = useT();
  const label = t("map.showOnMapOf", { name });
  return (
    <Button asChild variant="ghost" size={iconOnly ? "icon" : "sm"}>
      <Link to={showOnMapPath(target)} aria-label={label} title={iconOnly ? label : undefined}>
        <MapPinIcon aria-hidden="true" />
        {iconOnly ? null : t("map.showOnMap")}
      </Link>
    </Button>
  );
}
