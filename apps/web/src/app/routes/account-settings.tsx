import { AccountSettingsRoute } from "@/features/account/routes/account-settings";
import { TrackerAppsCard } from "@/features/driver-tracking/components/tracker-apps-card";

/** /account-settings, with the tracking settings drivers have. */
export function AccountSettingsPage() {
  return <AccountSettingsRoute driverSettings={<TrackerAppsCard />} />;
}
