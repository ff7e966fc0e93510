import type { Role } from "@haulwise/domain";
import {
  BriefcaseIcon,
  Building2Icon,
  CalendarDaysIcon,
  CircleHelpIcon,
  ClipboardCheckIcon,
  CreditCardIcon,
  FileTextIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MapIcon,
  MapPinnedIcon,
  ReceiptIcon,
  SettingsIcon,
  TruckIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from "lucide-react";

export type NavItem = { label: string; to: string; icon: LucideIcon };

/** Spec part 1 §2, "Shell": the contractor's sidebar. */
const contractorNav: NavItem[] = [
  { label: "Dashboard", to: "/contractor-dashboard", icon: LayoutDashboardIcon },
  { label: "Jobs", to: "/jobs", icon: BriefcaseIcon },
  { label: "Drivers", to: "/drivers", icon: UsersIcon },
  { label: "Trucks", to: "/vehicles", icon: TruckIcon },
  { label: "Sites", to: "/sites", icon: MapPinnedIcon },
  { label: "Approvals", to: "/approvals", icon: ClipboardCheckIcon },
  { label: "Invoices", to: "/invoices", icon: ReceiptIcon },
  { label: "Pay", to: "/pay-statements", icon: WalletIcon },
  { label: "Customers", to: "/customers", icon: Building2Icon },
  { label: "Subscription", to: "/subscription", icon: CreditCardIcon },
  { label: "Profile", to: "/contractor-profile", icon: UserIcon },
  { label: "Settings", to: "/account-settings", icon: SettingsIcon },
  { label: "Help", to: "/help", icon: CircleHelpIcon },
];

/** The driver's sidebar; Help is added so the drivers' half of the help page is reachable. */
const driverNav: NavItem[] = [
  { label: "Dashboard", to: "/driver-dashboard", icon: LayoutDashboardIcon },
  { label: "My Jobs", to: "/driver-jobs", icon: BriefcaseIcon },
  { label: "Documents", to: "/driver-documents", icon: FileTextIcon },
  { label: "Route Map", to: "/driver-map", icon: MapIcon },
  { label: "Schedule", to: "/driver-schedule", icon: CalendarDaysIcon },
  { label: "My Pay", to: "/my-pay", icon: WalletIcon },
  { label: "Profile", to: "/driver-profile", icon: UserIcon },
  { label: "Settings", to: "/account-settings", icon: SettingsIcon },
  { label: "Help", to: "/help", icon: CircleHelpIcon },
];

/** Any other role (admin) lands on the general dashboard. */
const generalNav: NavItem[] = [
  { label: "Dashboard", to: "/dashboard", icon: LayoutDashboardIcon },
  { label: "Settings", to: "/account-settings", icon: SettingsIcon },
  { label: "Help", to: "/help", icon: CircleHelpIcon },
];

/**
 * The sidebar for a role. `sellsPlans` false (an installation with `BILLING=off`) leaves
 * Subscription out: there is nothing to choose there.
 */
export function navItemsFor(role: Role | null, { sellsPlans = true } = {}): NavItem[] {
  if (role === "contractor") {
    return sellsPlans ? contractorNav : contractorNav.filter((item) => item.to !== "/subscription");
  }
  if (role === "driver") return driverNav;
  return generalNav;
}
