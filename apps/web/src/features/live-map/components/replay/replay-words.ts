import { localNumber } from "@/lib/format";
import { t } from "@/lib/i18n";

const METRES_PER_MILE = 1609.344;
const ONE_PLACE = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** "2 h 05 min", "14 min", "40 s": how long a stop or the day's moving took. */
export function durationWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return t("replay.durationSeconds", { seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t("replay.durationMinutes", { minutes });
  return t("replay.durationHours", {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, "0"),
  });
}

/** "12.4 mi (20.0 km)": miles for the contractor, kilometres beside them. */
export const distanceWords = (metres: number) =>
  t("replay.distanceValue", {
    miles: localNumber(metres / METRES_PER_MILE, ONE_PLACE),
    km: localNumber(metres / 1000, ONE_PLACE),
  });
