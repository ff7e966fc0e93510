import { BriefcaseIcon, CalendarDaysIcon, FileTextIcon, MapIcon, UserIcon } from "lucide-react";
import { type WorkspaceLink, WorkspacePage } from "../components/workspace-page";

const links = {
  jobs: {
    to: "/driver-jobs",
    title: "My Jobs",
    text: "The jobs you are assigned to, with site, dates and status.",
    icon: BriefcaseIcon,
  },
  documents: {
    to: "/driver-documents",
    title: "Documents",
    text: "Tickets, permits and plans sent to you.",
    icon: FileTextIcon,
  },
  map: {
    to: "/driver-map",
    title: "Route Map",
    text: "Your position and your job sites on one map.",
    icon: MapIcon,
  },
  schedule: {
    to: "/driver-schedule",
    title: "Schedule",
    text: "Your assigned jobs in order of start date.",
    icon: CalendarDaysIcon,
  },
  profile: {
    to: "/driver-profile",
    title: "Profile",
    text: "Your licence, experience and address.",
    icon: UserIcon,
  },
} satisfies Record<string, WorkspaceLink>;

export function DriverDashboardRoute() {
  return (
    <WorkspacePage
      title="Driver Dashboard"
      intro="Your day in one place: today's jobs, the documents you need and your daily figures."
      links={[links.jobs, links.schedule, links.documents, links.map, links.profile]}
    />
  );
}

export function DriverMapRoute() {
  return (
    <WorkspacePage
      title="Route Map"
      intro="Your current position and the sites of your assigned jobs. Sharing your location lets your contractor see you too."
      links={[links.jobs, links.schedule]}
    />
  );
}
