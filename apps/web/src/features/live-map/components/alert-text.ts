import type { TrackingAlert } from "@haulwise/domain";
import { t } from "@/lib/i18n";

/** 'Sam Ortiz may be inactive', 'Sam Ortiz has stopped sharing location' (spec part 2 §4). */
export function alertText(alert: TrackingAlert): string {
  if (alert.kind === "idle") return t("map.alert.idle", { name: alert.driverName });
  return alert.driverName
    ? t("map.alert.stopped", { name: alert.driverName })
    : t("map.alert.someoneStopped");
}
