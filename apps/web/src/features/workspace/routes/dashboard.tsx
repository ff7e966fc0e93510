import { CircleHelpIcon, SettingsIcon } from "lucide-react";
import { WorkspacePage } from "../components/workspace-page";

/** /dashboard: the general dashboard for roles other than contractor and driver. */
export function DashboardRoute() {
  return (
    <WorkspacePage
      title="Dashboard"
      intro="An overview of the fleet: vehicles, drivers on duty and recent activity."
      links={[
        {
          to: "/account-settings",
          title: "Account settings",
          text: "Your name, picture, password and account.",
          icon: SettingsIcon,
        },
        {
          to: "/help",
          title: "Help & Support",
          text: "How Haulwise works and how to reach us.",
          icon: CircleHelpIcon,
        },
      ]}
    />
  );
}
