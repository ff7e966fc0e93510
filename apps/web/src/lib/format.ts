import { wallClockIn } from "@haulwise/domain";
import { format, formatDistanceToNow, isValid, parseISO } from "date-fns";
import { clock } from "@/lib/clock";

/** '5 minutes ago', 'in 2 days': for created, updated and uploaded times. */
export function timeAgo(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? formatDistanceToNow(date, { addSuffix: true }) : "";
}

/**
 * 'Jan 05, 2026', the date style of the specification's date picker. A calendar date such as
 * a start date ('2026-12-01') is read as that day where the viewer is, not as UTC midnight.
 */
export function formatDate(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, "MMM dd, yyyy") : iso;
}

/** '14:05' for a time today, 'Jan 05, 14:05' otherwise. */
export function formatTime(iso: string): string {
  const date = parseISO(iso);
  if (!isValid(date)) return iso;
  const today = clock.now();
  return date.toDateString() === today.toDateString()
    ? format(date, "HH:mm")
    : format(date, "MMM dd, HH:mm");
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The specification writes toasts and empty states as 'Title - Description'; shown, the part
 * before the dash is the heading and the rest the explanation.
 */
export function splitMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(" - ");
  if (at < 0) return { title: message };
  return { title: message.slice(0, at), description: message.slice(at + 3) };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A time as the company reads it, in its own time zone: '14:05' today there, 'Jan 05, 14:05'
 * another day this year, 'Jan 05, 2024, 14:05' before that. Falls back to the viewer's zone.
 */
export function formatTimeInZone(iso: string, timeZone: string | undefined): string {
  const date = parseISO(iso);
  if (!isValid(date)) return iso;
  if (!timeZone) return formatTime(iso);
  const at = wallClockIn(date, timeZone);
  const now = wallClockIn(clock.now(), timeZone);
  const time = `${pad(at.hour)}:${pad(at.minute)}`;
  const day = `${MONTHS[at.month - 1]} ${pad(at.day)}`;
  if (at.year === now.year && at.month === now.month && at.day === now.day) return time;
  if (at.year === now.year) return `${day}, ${time}`;
  return `${day}, ${at.year}, ${time}`;
}
