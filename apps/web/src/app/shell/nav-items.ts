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
import { t } from "@/lib/i18n";

/** `label` is read as the item is drawn, in the language on screen. */
export type NavItem = { label: () => string; to: string; icon: LucideIcon };

/** Spec part 1 §2, "Shell": the contractor's sidebar. */
const contractorNav: NavItem[] = [
  { label: () => t("nav.dashboard"), to: "/contractor-dashboard", icon: LayoutDashboardIcon },
  { label: () => t("nav.jobs"), to: "/jobs", icon: BriefcaseIcon },
  { label: () => t("nav.drivers"), to: "/drivers", icon: UsersIcon },
  { label: () => t("nav.trucks"), to: "/vehicles", icon: TruckIcon },
  { label: () => t("nav.sites"), to: "/sites", icon: MapPinnedIcon },
  { label: () => t("nav.approvals"), to: "/approvals", icon: ClipboardCheckIcon },
  { label: () => t("nav.invoices"), to: "/invoices", icon: ReceiptIcon },
  { label: () => t("nav.pay"), to: "/pay-statements", icon: WalletIcon },
  { label: () => t("nav.customers"), to: "/customers", icon: Building2Icon },
  { label: () => t("nav.subscription"), to: "/subscription", icon: CreditCardIcon },
  { label: () => t("nav.profile"), to: "/contractor-profile", icon: UserIcon },
  { label: () => t("nav.settings"), to: "/account-settings", icon: SettingsIcon },
  { label: () => t("nav.help"), to: "/help", icon: CircleHelpIcon },
];

/** The driver's sidebar; Help is added so the drivers' half of the help page is reachable. */
const driverNav: NavItem[] = [
  { label: () => t("nav.dashboard"), to: "/driver-dashboard", icon: LayoutDashboardIcon },
  { label: () => t("nav.myJobs"), to: "/driver-jobs", icon: BriefcaseIcon },
  { label: () => t("nav.documents"), to: "/driver-documents", icon: FileTextIcon },
  { label: () => t("nav.routeMap"), to: "/driver-map", icon: MapIcon },
  { label: () => t("nav.schedule"), to: "/driver-schedule", icon: CalendarDaysIcon },
  { label: () => t("nav.myPay"), to: "/my-pay", icon: WalletIcon },
  { label: () => t("nav.profile"), to: "/driver-profile", icon: UserIcon },
  { label: () => t("nav.settings"), to: "/account-settings", icon: SettingsIcon },
  { label: () => t("nav.help"), to: "/help", icon: CircleHelpIcon },
];

/** Any other role (admin) lands on the general dashboard. */
const generalNav: NavItem[] = [
  { label: () => t("nav.dashboard"), to: "/dashboard", icon: LayoutDashboardIcon },
  { label: () => t("nav.settings"), to: "/account-settings", icon: SettingsIcon },
  { label: () => t("nav.help"), to: "/help", icon: CircleHelpIcon },
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
