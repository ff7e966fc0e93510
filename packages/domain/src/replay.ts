import { z } from "zod";
import { CYCLES } from "./cycles.js";
import { haversineBetween } from "./geo.js";
import { SiteSchema } from "./sites.js";
import { type FoundStop, findStopsIn } from "./stops.js";
import { isProductDay, isProductInstant } from "./time.js";

/**
 * Replaying a driver's day (or one load inside it): the day's fixes read once, then played
 * back in the browser. Everything here is pure so the web's animation, the totals under the
 * map and their tests share one reading of a jittery, gappy trail.
 */
export const REPLAY = {
  /** Playback speeds offered; 1× plays one minute of the day each second. */
  speeds: [1, 2, 5, 10, 20] as const,
  /** Milliseconds of the day one second of playback covers at 1×. */
  baseRate: 60,
  /** At most this many fixes are sent for one day; more are thinned evenly. */
  maxFixes: 20_000,
  /**
   * A silence longer than this between two fixes is a dropout: the truck is held at its last
   * fix, shown as unseen, instead of being slid along a straight line it never drove.
   */
  gapMs: 2 * 60_000,
  /** A step implying more than this (m/s, 250 km/h) is a glitch, not distance driven. */
  glitchSpeed: 70,
  /** Points across the speed chart. */
  chartBuckets: 480,
} as const;

export type ReplaySpeed = (typeof REPLAY.speeds)[number];

const day = z
  .string({ error: "Choose a day" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date must be YYYY-MM-DD" })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: "date must be a real day",
  })
  .refine(isProductDay, { error: "date is out of range" });

/**
 * Which day to replay: `date` in the company's calendar, or the day holding the instant `at`
 * (a load's start); today there when both are left out.
 */
export const ReplayQuerySchema = z.strictObject({
  date: day.optional(),
  at: z.iso
    .datetime({ offset: true, error: "at must be a date and time" })
    .refine(isProductInstant, { error: "at is out of range" })
    .optional(),
});
export type ReplayQuery = z.infer<typeof ReplayQuerySchema>;

/**
 * A column of numbers (or nulls where `nullable`), checked in one loop. A day is up to 100,000
 * numbers: checked one by one as zod elements they cost more than reading the whole answer,
 * on the server as it sends and in the browser as it reads.
 */
function numberColumn<T extends number | null>(name: string, nullable: boolean) {
  return z.custom<T[]>(
    (value) => {
      if (!Array.isArray(value)) return false;
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (typeof item !== "number" && !(nullable && item === null)) return false;
      }
      return true;
    },
    { error: `${name} must be a list of numbers${nullable ? " or nulls" : ""}` },
  );
}

/** A day's fixes as columns (oldest first), all as long as `t`: compact to send, cheap to search. */
export const ReplayFixesSchema = z
  .object({
    /** Milliseconds since the epoch. */
    t: numberColumn<number>("t", false),
    latitude: numberColumn<number>("latitude", false),
    longitude: numberColumn<number>("longitude", false),
    /** Metres per second, as the device reported it. */
    speed: numberColumn<number | null>("speed", true),
    /** Metres. */
    accuracy: numberColumn<number | null>("accuracy", true),
  })
  .refine(
    (fixes) =>
      [fixes.latitude, fixes.longitude, fixes.speed, fixes.accuracy].every(
        (column) => column.length === fixes.t.length,
      ),
    { error: "Every column of the fixes must be as long as t" },
  );
export type ReplayFixes = z.infer<typeof ReplayFixesSchema>;

export const ReplayVisitSchema = z.object({
  siteId: z.string(),
  siteName: z.string(),
  arrivedAt: z.string(),
  /** Null while the truck is still there. */
  departedAt: z.string().nullable(),
  /** Placed across a silence rather than seen inside. */
  inferred: z.boolean(),
});
export type ReplayVisit = z.infer<typeof ReplayVisitSchema>;

export const ReplaySiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  geometry: SiteSchema.shape.geometry,
});

export const ReplayDaySchema = z.object({
  driverId: z.string(),
  driverName: z.string(),
  /** The company's calendar day, YYYY-MM-DD, and its bounds as instants. */
  date: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  fixes: ReplayFixesSchema,
  /** The sites the truck visited that day, as counted from its fixes. */
  visits: z.array(ReplayVisitSchema),
  sites: z.array(ReplaySiteSchema),
});
export type ReplayDay = z.infer<typeof ReplayDaySchema>;

/** The fixes a replay plays: time-sorted typed arrays, each fix with a speed (m/s, NaN unknown). */
export type ReplayTrack = {
  length: number;
  t: Float64Array;
  latitude: Float64Array;
  longitude: Float64Array;
  speed: Float64Array;
  accuracy: ReadonlyArray<number | null>;
};

/**
 * The fixes to play, within [from, to] when given: sorted by time, one per instant, without
 * those too rough to place anything (CYCLES' accuracy limit). A fix without a reported speed
 * gets the one implied by the fix before it, unless a dropout lies between them.
 */
export function trackOf(fixes: ReplayFixes, window?: { from?: number; to?: number }): ReplayTrack {
  const from = window?.from ?? Number.NEGATIVE_INFINITY;
  const to = window?.to ?? Number.POSITIVE_INFINITY;
  const order: number[] = [];
  for (let i = 0; i < fixes.t.length; i++) {
    const t = fixes.t[i]!;
    const accuracy = fixes.accuracy[i] ?? null;
    if (t < from || t > to) continue;
    if (accuracy !== null && accuracy > CYCLES.maxUsefulAccuracyMetres) continue;
    order.push(i);
  }
  order.sort((a, b) => fixes.t[a]! - fixes.t[b]! || a - b);
  const kept = order.filter((index, at) => at === 0 || fixes.t[index] !== fixes.t[order[at - 1]!]);
  const n = kept.length;
  const track: ReplayTrack = {
    length: n,
    t: new Float64Array(n),
    latitude: new Float64Array(n),
    longitude: new Float64Array(n),
    speed: new Float64Array(n),
    accuracy: kept.map((index) => fixes.accuracy[index] ?? null),
  };
  kept.forEach((index, i) => {
    track.t[i] = fixes.t[index]!;
    track.latitude[i] = fixes.latitude[index]!;
    track.longitude[i] = fixes.longitude[index]!;
    const reported = fixes.speed[index] ?? null;
    track.speed[i] = reported ?? impliedSpeed(track, i);
  });
  return track;
}

const pointOf = (track: ReplayTrack, i: number) => ({
  latitude: track.latitude[i]!,
  longitude: track.longitude[i]!,
});

/** Metres from fix i − 1 to fix i. */
const stepMetres = (track: ReplayTrack, i: number) =>
  haversineBetween(
    track.latitude[i - 1]!,
    track.longitude[i - 1]!,
    track.latitude[i]!,
    track.longitude[i]!,
  );

/** Metres per second from fix i − 1 to fix i, NaN across a dropout or at the first fix. */
function impliedSpeed(track: ReplayTrack, i: number): number {
  if (i === 0) return Number.NaN;
  const dt = track.t[i]! - track.t[i - 1]!;
  if (dt <= 0 || dt > REPLAY.gapMs) return Number.NaN;
  const speed = stepMetres(track, i) / (dt / 1000);
  return speed > REPLAY.glitchSpeed ? Number.NaN : speed;
}

/** The last fix at or before `t` (binary search), −1 before the first. */
export function indexAt(track: ReplayTrack, t: number): number {
  let low = 0;
  let high = track.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (track.t[middle]! <= t) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

export type ReplayPosition = {
  latitude: number;
  longitude: number;
  /** The fix at or before the moment (0 before the first). */
  index: number;
  /** False in a dropout, before the first fix and after the last: the truck is where it was last seen. */
  seen: boolean;
};

/**
 * Where the truck was at `t`: between two fixes a dropout apart, at the first of them (unseen);
 * otherwise on the straight line between them, in proportion to the time.
 */
export function positionAt(track: ReplayTrack, t: number): ReplayPosition | null {
  if (track.length === 0) return null;
  const i = indexAt(track, t);
  if (i < 0) return { ...pointOf(track, 0), index: 0, seen: false };
  if (i === track.length - 1) return { ...pointOf(track, i), index: i, seen: t === track.t[i] };
  const t0 = track.t[i]!;
  const t1 = track.t[i + 1]!;
  if (t1 - t0 > REPLAY.gapMs) return { ...pointOf(track, i), index: i, seen: t === t0 };
  const share = (t - t0) / (t1 - t0);
  return {
    latitude: track.latitude[i]! + (track.latitude[i + 1]! - track.latitude[i]!) * share,
    longitude: track.longitude[i]! + (track.longitude[i + 1]! - track.longitude[i]!) * share,
    index: i,
    seen: true,
  };
}

/** Where the truck stayed put (the same rule as everywhere stops are found). */
export function replayStops(track: ReplayTrack): FoundStop[] {
  return findStopsIn(track);
}

export type ReplayTotals = {
  distanceMetres: number;
  movingMs: number;
  stoppedMs: number;
  /** Time in dropouts outside stops: the phone said nothing. */
  unseenMs: number;
};

/**
 * A day's distance and time. Time in a stop is stopped (its jitter drives no distance); a
 * dropout outside a stop is unseen, though the straight line across it still counts, since the
 * truck did get from one end to the other; a step no truck could drive counts nothing.
 */
export function replayTotals(track: ReplayTrack, stops: readonly FoundStop[]): ReplayTotals {
  const totals: ReplayTotals = { distanceMetres: 0, movingMs: 0, stoppedMs: 0, unseenMs: 0 };
  for (const stop of stops) totals.stoppedMs += stop.endedAt - stop.startedAt;
  let s = 0;
  for (let i = 1; i < track.length; i++) {
    const t0 = track.t[i - 1]!;
    const t1 = track.t[i]!;
    while (s < stops.length && stops[s]!.endedAt <= t0) s++;
    const stop = stops[s];
    if (stop && stop.startedAt <= t0 && t1 <= stop.endedAt) continue;
    const dt = t1 - t0;
    const metres = stepMetres(track, i);
    if (metres / Math.max(dt / 1000, 1) <= REPLAY.glitchSpeed) totals.distanceMetres += metres;
    if (dt > REPLAY.gapMs) totals.unseenMs += dt;
    else totals.movingMs += dt;
  }
  return totals;
}

/**
 * The speed chart's line: the day's span cut into `buckets` equal slices, each the mean speed
 * (m/s) of its fixes, NaN where none was heard.
 */
export function speedSeries(
  track: ReplayTrack,
  buckets: number = REPLAY.chartBuckets,
): Float64Array {
  const series = new Float64Array(buckets).fill(Number.NaN);
  if (track.length === 0) return series;
  const start = track.t[0]!;
  const span = Math.max(track.t[track.length - 1]! - start, 1);
  const sums = new Float64Array(buckets);
  const counts = new Uint32Array(buckets);
  for (let i = 0; i < track.length; i++) {
    const speed = track.speed[i]!;
    if (Number.isNaN(speed)) continue;
    const bucket = Math.min(buckets - 1, Math.floor(((track.t[i]! - start) / span) * buckets));
    sums[bucket]! += speed;
    counts[bucket]! += 1;
  }
  for (let b = 0; b < buckets; b++) if (counts[b]! > 0) series[b] = sums[b]! / counts[b]!;
  return series;
}

/** The stop under way at `t`, if any (stops sorted by start). */
export function stopAt(stops: readonly FoundStop[], t: number): FoundStop | null {
  let low = 0;
  let high = stops.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const stop = stops[middle]!;
    if (t < stop.startedAt) high = middle - 1;
    else if (t > stop.endedAt) low = middle + 1;
    else return stop;
  }
  return null;
}
