import { formatQuantity, SOURCE_LANGUAGE, wallClockIn } from "@haulwise/domain";
import { clock } from "@/lib/clock";
import { currentLanguage, currentLocale, t } from "@/lib/i18n";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const pad = (n: number) => String(n).padStart(2, "0");
const englishName = (date: Date, options: Intl.DateTimeFormatOptions) =>
  formatterOf("en-US", options).format(date);

/** The pattern letters English dates are written with (date-fns's, in local time). */
const ENGLISH_TOKENS: Record<string, (date: Date) => string> = {
  yyyy: (date) => String(date.getFullYear()),
  MMMM: (date) => englishName(date, { month: "long" }),
  MMM: (date) => englishName(date, { month: "short" }),
  MM: (date) => pad(date.getMonth() + 1),
  EEEE: (date) => englishName(date, { weekday: "long" }),
  EEE: (date) => englishName(date, { weekday: "short" }),
  dd: (date) => pad(date.getDate()),
  d: (date) => String(date.getDate()),
  HH: (date) => pad(date.getHours()),
  mm: (date) => pad(date.getMinutes()),
};

/** `date` in an English pattern such as 'MMM dd, yyyy' ('Jan 05, 2026'). */
export function englishDate(date: Date, pattern: string): string {
  return pattern.replace(/yyyy|MMMM|MMM|MM|EEEE|EEE|dd|d|HH|mm/g, (token) =>
    (ENGLISH_TOKENS[token] as (date: Date) => string)(date),
  );
}

/**
 * A date in the language on screen: English keeps the specification's own pattern, another
 * language its locale's way of writing it (Intl, `es-US`: '28 nov 2026').
 */
export function localDate(
  date: Date,
  english: string,
  options: Intl.DateTimeFormatOptions,
): string {
  if (currentLanguage() === SOURCE_LANGUAGE) return englishDate(date, english);
  return formatterOf(currentLocale(), options).format(date);
}

/**
 * An ISO date or time as a Date (invalid if it is neither): a calendar date ('2026-12-01') is
 * that day where the viewer is, not UTC midnight as `new Date` reads it.
 */
export function parseIsoDate(iso: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(iso);
}

const isValidDate = (date: Date) => !Number.isNaN(date.getTime());

/** A number in the language on screen's locale: '1,234.5' in English and in es-US alike. */
export function localNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLocale(), options).format(value);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/**
 * '5 minutes ago', 'in 2 days', 'less than a minute ago': for created, updated and uploaded
 * times, in the language on screen.
 */
export function timeAgo(iso: string): string {
  const date = parseIsoDate(iso);
  if (!isValidDate(date)) return "";
  const seconds = Math.round((date.getTime() - clock.now().getTime()) / 1000);
  // A clock a few seconds ahead of the server's still reads as just now.
  if (Math.abs(seconds) < 60) return t("common.lessThanAMinuteAgo");
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ["second", 1];
  return new Intl.RelativeTimeFormat(currentLocale(), { numeric: "auto" }).format(
    Math.round(seconds / size),
    unit,
  );
}

/**
 * 'Jan 05, 2026', the date style of the specification's date picker. A calendar date such as
 * a start date ('2026-12-01') is read as that day where the viewer is, not as UTC midnight.
 */
export function formatDate(iso: string): string {
  const date = parseIsoDate(iso);
  return isValidDate(date)
    ? localDate(date, "MMM dd, yyyy", { day: "2-digit", month: "short", year: "numeric" })
    : iso;
}

/** '14:05' for a time today, 'Jan 05, 14:05' otherwise. */
export function formatTime(iso: string): string {
  const date = parseIsoDate(iso);
  if (!isValidDate(date)) return iso;
  const today = clock.now();
  return date.toDateString() === today.toDateString()
    ? englishDate(date, "HH:mm")
    : localDate(date, "MMM dd, HH:mm", {
        day: "2-digit",
        month: "short",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
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

/**
 * A time as the company reads it, in its own time zone: '14:05' today there, 'Jan 05, 14:05'
 * another day this year, 'Jan 05, 2024, 14:05' before that. Falls back to the viewer's zone.
 */
export function formatTimeInZone(iso: string, timeZone: string | undefined): string {
  const date = parseIsoDate(iso);
  if (!isValidDate(date)) return iso;
  if (!timeZone) return formatTime(iso);
  const at = wallClockIn(date, timeZone);
  const now = wallClockIn(clock.now(), timeZone);
  const time = `${pad(at.hour)}:${pad(at.minute)}`;
  const day =
    currentLanguage() === SOURCE_LANGUAGE
      ? `${MONTHS[at.month - 1]} ${pad(at.day)}`
      : // Noon UTC is that calendar day wherever the viewer is.
        localDate(new Date(Date.UTC(at.year, at.month - 1, at.day, 12)), "", {
          day: "2-digit",
          month: "short",
        });
  if (at.year === now.year && at.month === now.month && at.day === now.day) return time;
  if (at.year === now.year) return `${day}, ${time}`;
  return `${day}, ${at.year}, ${time}`;
}

/**
 * A load's quantity and unit: the specification's '12.50 tons' in English, the locale's
 * number and the unit's word in another language ('12.50 toneladas').
 */
export function localQuantity(quantity: number | null, unit: string | null): string {
  if (currentLanguage() === SOURCE_LANGUAGE) return formatQuantity(quantity, unit);
  if (quantity === null) return t("loads.mine.noMaterial");
  const amount = localNumber(quantity, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (unit === "cubic_yards") return t("units.amount.cubic_yards", { amount });
  if (unit === "pounds") return t("units.amount.pounds", { amount });
  return t("units.amount.tons", { amount });
}
