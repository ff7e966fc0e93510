import { differenceInCalendarDays, format, parseISO } from "date-fns";

/** A start date against today: 'Today', 'Tomorrow', 'In 3 days', '2 days ago'. */
export function relativeDay(startDate: string, today: Date): string {
  const days = differenceInCalendarDays(parseISO(startDate), today);
  if (days === 0) return "Today";
  if (days === 1) return "Tomorrow";
  if (days === -1) return "Yesterday";
  return days > 0 ? `In ${days} days` : `${-days} days ago`;
}

/** A start date in full: 'Monday, Mar 04, 2030'. */
export const longDay = (startDate: string) => format(parseISO(startDate), "EEEE, MMM dd, yyyy");
