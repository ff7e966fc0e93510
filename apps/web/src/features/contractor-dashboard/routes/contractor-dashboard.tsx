import { LayoutDashboardIcon } from "lucide-react";
import { ArrivingPage } from "@/components/arriving-page";

/** /contractor-dashboard: the company overview, not built yet. */
export function ContractorDashboardRoute() {
  return (
    <ArrivingPage
      title="Contractor Dashboard"
      icon={LayoutDashboardIcon}
      notice="This dashboard is not ready yet"
      text="Your jobs, drivers and trucks each have their own page in the meantime."
      links={[
        { to: "/jobs", label: "Jobs" },
        { to: "/drivers", label: "Drivers" },
        { to: "/vehicles", label: "Vehicles" },
      ]}
    />
  );
}
