import {
  BriefcaseIcon,
  Building2Icon,
  CreditCardIcon,
  SettingsIcon,
  UsersIcon,
} from "lucide-react";
import { type WorkspaceLink, WorkspacePage } from "../components/workspace-page";

const links = {
  jobs: {
    to: "/jobs",
    title: "Jobs",
    text: "Post jobs with their site and dates, then assign drivers.",
    icon: BriefcaseIcon,
  },
  drivers: {
    to: "/drivers",
    title: "Drivers",
    text: "Invite drivers to your company and see who is on duty.",
    icon: UsersIcon,
  },
  subscription: {
    to: "/subscription",
    title: "Subscription",
    text: "Your plan, its truck limit and billing.",
    icon: CreditCardIcon,
  },
  profile: {
    to: "/contractor-profile",
    title: "Company profile",
    text: "The company details your drivers and customers see.",
    icon: Building2Icon,
  },
  settings: {
    to: "/account-settings",
    title: "Account settings",
    text: "Your name, company logo, password and account.",
    icon: SettingsIcon,
  },
} satisfies Record<string, WorkspaceLink>;

export function ContractorDashboardRoute() {
  return (
    <WorkspacePage
      title="Contractor Dashboard"
      intro="Your company at a glance: jobs, drivers and your plan. Start by posting a job and inviting the drivers who will work it."
      links={[links.jobs, links.drivers, links.subscription, links.profile, links.settings]}
    />
  );
}

export function SubscriptionRoute() {
  return (
    <WorkspacePage
      title="Subscription"
      intro="Your current plan, how many trucks it covers and when it renews. Upgrading raises the number of trucks on your live map."
      links={[links.drivers, links.settings]}
    />
  );
}
