import { ArrivingPage } from "@/components/arriving-page";

/** /driver-dashboard: the driver's day and daily figures, not built yet. */
export function DriverDashboardRoute() {
  return <ArrivingPage screen="driver-dashboard" />;
}
