import { MapIcon } from "lucide-react";
import { ArrivingPage } from "@/components/arriving-page";

/** /driver-map: the driver's position and job sites on a map, not built yet. */
export function DriverMapRoute() {
  return (
    <ArrivingPage
      title="Route Map"
      icon={MapIcon}
      notice="The map is not ready yet"
      text="Each job's site address is on its card under My Jobs and in your schedule."
      links={[
        { to: "/driver-jobs", label: "My Jobs" },
        { to: "/driver-schedule", label: "Schedule" },
      ]}
    />
  );
}
