import { Link } from "react-router";
import { t } from "@/lib/i18n";
import { TrackingStatus } from "./tracking-status";
import { useShift } from "./use-shift";

/**
 * The status line above every other driver screen while on duty (the dashboard shows the
 * whole shift control), linking back to it: a driver reading documents still sees whether
 * their position is getting through.
 */
export function ShiftStatusBar() {
  const shift = useShift();
  if (!shift.onDuty) return null;
  return (
    <Link
      to="/driver-dashboard"
      aria-label={t("driver.shift.statusLink")}
      className="mb-4 flex items-center rounded-md border bg-card px-3 py-2 outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <TrackingStatus onDuty />
    </Link>
  );
}
