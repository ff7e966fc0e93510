import { MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

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
}: {
  target: { driverId: string } | { truckId: string };
  name: string;
}) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={showOnMapPath(target)} aria-label={`Show on map: ${name}`}>
        <MapPinIcon aria-hidden="true" />
        Show on map
      </Link>
    </Button>
  );
}
