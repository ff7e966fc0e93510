import { ArrivingPage } from "@/components/arriving-page";

/** /driver-map: the driver's position and job sites on a map, not built yet. */
export function DriverMapRoute() {
  return <ArrivingPage screen="driver-map" />;
}
