/**
 * Calendar days in a time zone, as UTC instants. "Today" for a contractor in Chicago is not
 * the UTC day; the server computes a day's bounds here from its clock and queries the
 * timestamps in [from, to). SQLite has no time zones, so this is the one portable way.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The years the product can mean: every job, load, trail, report and device time falls in
 * them. A date outside is a slip or a probe and is refused where it arrives, before a
 * database sees it: PostgreSQL holds no year 0, and the day after 9999-12-31 has no ISO form.
 */
export const PRODUCT_YEARS = { first: 2000, last: 2099 } as const;

const FIRST_PRODUCT_INSTANT = Date.UTC(PRODUCT_YEARS.first, 0, 1);
const END_OF_PRODUCT_YEARS = Date.UTC(PRODUCT_YEARS.last + 1, 0, 1);

/** Whether a `YYYY-MM-DD` day lies in the product's years. */
export function isProductDay(day: string): boolean {
  const year = Number(DAY.exec(day)?.[1]);
  return year >= PRODUCT_YEARS.first && year <= PRODUCT_YEARS.last;
}

/**
 * Whether an instant (an ISO string) lies in the product's years, give or take the day a
 * time zone can put between a local date and UTC.
 */
export function isProductInstant(iso: string): boolean {
  const at = Date.parse(iso);
  return at >= FIRST_PRODUCT_INSTANT - 86_400_000 && at < END_OF_PRODUCT_YEARS + 86_400_000;
}

/** Building a formatter costs far more than using one: one per zone, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    // Zones are a few hundred names at most; the bound only guards against a flood of bad ones.
    if (formatters.size > 1_000) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsIn(instant: number, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: value("year"),
    month: value("month"),
    day: value("day"),
    hour: value("hour"),
    minute: value("minute"),
    second: value("second"),
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** Whether the runtime knows this IANA time zone name ("America/Chicago", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day, `YYYY-MM-DD`, that `instant` falls on in `timeZone`. */
export function localDayOf(instant: Date | string, timeZone: string): string {
  const p = partsIn(new Date(instant).getTime(), timeZone);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** The first instant of a calendar day in `timeZone` (its local midnight), in UTC ms. */
function startOfDay(year: number, month: number, day: number, timeZone: string): number {
  const wallMidnight = Date.UTC(year, month - 1, day);
  const first = wallMidnight - offsetAt(wallMidnight, timeZone);
  // Across a daylight-saving change the offset at midnight differs from the one guessed.
  const second = wallMidnight - offsetAt(first, timeZone);
  return first === second ? first : Math.min(first, second);
}

/**
 * The UTC bounds of `day` (`YYYY-MM-DD`) in `timeZone`: `from` is its local midnight, `to`
 * the next day's. A day is 23 or 25 hours long across a daylight-saving change.
 */
export function zonedDayBounds(day: string, timeZone: string): { from: string; to: string } {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: "${day}"`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return {
    from: new Date(startOfDay(year, month, date, timeZone)).toISOString(),
    to: new Date(
      startOfDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone),
    ).toISOString(),
  };
}

/** Offsets are looked up once per quarter hour: no zone changes its offset more often. */
const OFFSET_BUCKET_MS = 15 * 60_000;
const offsetCache = new Map<string, number>();

/**
 * The wall clock of `timeZone` at `instant`: year, month (1–12), day, hour and minute. For
 * many instants (a CSV of a month of loads) it asks Intl once per quarter hour, not per row.
 */
export function wallClockIn(instant: Date | string | number, timeZone: string) {
  const ms = typeof instant === "number" ? instant : new Date(instant).getTime();
  const bucket = Math.floor(ms / OFFSET_BUCKET_MS);
  const key = `${timeZone}|${bucket}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    const start = offsetAt(bucket * OFFSET_BUCKET_MS, timeZone);
    const end = offsetAt((bucket + 1) * OFFSET_BUCKET_MS - 1000, timeZone);
    offset = start === end ? start : offsetAt(ms, timeZone);
    if (start === end) {
      if (offsetCache.size > 50_000) offsetCache.clear();
      offsetCache.set(key, offset);
    }
  }
  const wall = new Date(ms + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/**
 * The calendar day, `YYYY-MM-DD`, of `instant` in `timeZone`, as `localDayOf` gives it, for
 * many instants at once (a month of tickets): one Intl look-up per quarter hour, not per call.
 */
export function dayInZone(instant: Date | string | number, timeZone: string): string {
  const at = wallClockIn(instant, timeZone);
  return `${at.year}-${String(at.month).padStart(2, "0")}-${String(at.day).padStart(2, "0")}`;
}
