import { LayoutDashboardIcon } from "lucide-react";
import { ArrivingPage } from "@/components/arriving-page";

/** /driver-dashboard: the driver's day and daily figures, not built yet. */
export function DriverDashboardRoute() {
  return (
    <ArrivingPage
      title="Driver Dashboard"
      icon={LayoutDashboardIcon}
      notice="This dashboard is not ready yet"
      text="Recording your daily figures is not available yet. Your jobs, schedule and documents are."
      links={[
        { to: "/driver-jobs", label: "My Jobs" },
        { to: "/driver-schedule", label: "Schedule" },
        { to: "/driver-documents", label: "Documents" },
      ]}
    />
  );
}
