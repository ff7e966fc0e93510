import { DashboardRoute } from "@/features/fleet-dashboard/routes/dashboard";
import { FleetLocationCard } from "@/features/live-map/components/fleet-location-card";

/** /dashboard: the fleet's figures and its Fleet Location map. */
export function DashboardPage() {
  return <DashboardRoute fleetMap={<FleetLocationCard />} />;
}
