import { DriverPageRoute } from "@/features/drivers/routes/driver-page";
import { DriverDayMap } from "@/features/live-map/components/driver-day-map";

/** /drivers/{driverId}: the driver page, with the live-map feature's map of their day. */
export function DriverDetailPage() {
  return (
    <DriverPageRoute
      dayMap={(driver) => <DriverDayMap driverId={driver.id} name={driver.name} />}
    />
  );
}
