import { PageHeader } from "@/components/page-header";
import { DriverRouteMap } from "../components/driver-route-map";

/** /driver-map: the driver's own position, today's trail and the sites of their jobs. */
export function DriverMapRoute() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Route Map"
        description="Where your contractor sees you, your trail today and your job sites."
      />
      <DriverRouteMap embedded={false} />
    </div>
  );
}
