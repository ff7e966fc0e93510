import { differenceInCalendarDays, parseISO } from "date-fns";
import { localDate } from "@/lib/format";
import { t } from "@/lib/i18n";

/** A start date against today: 'Today', 'Tomorrow', 'In 3 days', '2 days ago'. */
export function relativeDay(startDate: string, today: Date): string {
  const days = differenceInCalendarDays(parseISO(startDate), today);
  if (days === 0) return t("driver.day.today");
  if (days === 1) return t("driver.day.tomorrow");
  if (days === -1) return t("driver.day.yesterday");
  return days > 0 ? t("driver.day.inDays", { days }) : t("driver.day.daysAgo", { days: -days });
}

/** A start date in full: 'Monday, Mar 04, 2030' ('lunes, 4 de marzo de 2030'). */
export const longDay = (startDate: string) =>
  localDate(parseISO(startDate), "EEEE, MMM dd, yyyy", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });

/** A day of a schedule: 'Monday, Mar 04' ('lunes, 4 de marzo'). */
export const weekdayAndDay = (startDate: string) =>
  localDate(parseISO(startDate), "EEEE, MMM dd", {
    weekday: "long",
    day: "numeric",
    month: "long",
  });
