import { z } from "zod";
import { HaulStatusSchema } from "./cycles.js";
import { haversineMetres } from "./geo.js";
import { messages } from "./messages.js";
import { isProductDay, isProductInstant } from "./time.js";

/**
 * The numbers live tracking runs on. Browser watch options and the idle rule come from the
 * specification (part 2 §4, §9); the rest follows from what browsers allow (a hidden page
 * reports nothing, so silence is "paused", never "idle").
 */
export const TRACKING = {
  /** `watchPosition` options (spec part 2 §9). */
  watch: { enableHighAccuracy: true, maximumAge: 30_000, timeout: 27_000 },
  /** A fix is taken at least this often while standing still, so silence means a problem. */
  stillFixIntervalMs: 60_000,
  /**
   * A browser records a moving fix at most this often (a phone reports about once a second):
   * a point every 5 s draws a truck's route, at a fifth of the rows, data and battery.
   */
  minFixIntervalMs: 5_000,
  /** A move this long is recorded at once, however soon after the last fix. */
  recordAtOnceMetres: 200,
  /** At most this many fixes in one upload; a longer offline queue drains in several. */
  batchMaxFixes: 500,
  /** A fix or heartbeat this recent means the driver is sharing. */
  sharingWindowMs: 2 * 60_000,
  /** On duty with no fix for this long is "tracking paused" (shown, never alerted as idle). */
  pausedAfterMs: 3 * 60_000,
  /** Stayed within the idle radius this long while sharing is idle (spec: 10 minutes). */
  idleAfterMs: 10 * 60_000,
  /** Idle radius: max(10 m, 1.5 × reported accuracy). */
  idleMinRadiusMetres: 10,
  idleAccuracyFactor: 1.5,
  /** A fix older than this when it arrives (an offline backlog) updates history only. */
  lateFixMs: 2 * 60_000,
  /**
   * A page closed this long without coming back has stopped sharing: contractors are told.
   * A reload, or the app updating itself, comes back sooner and tells nobody.
   */
  stoppedGraceMs: 15_000,
  /** A fix dated further ahead than this is refused: the device clock is wrong. */
  maxFutureSkewMs: 5 * 60_000,
  /** Implied speed between consecutive fixes above this (360 km/h) is a GPS jump: flagged. */
  implausibleSpeedMps: 100,
  /** Fixes less accurate than this are stored but flagged, never shown as current. */
  maxUsefulAccuracyMetres: 2_000,
  /** The alert sweep runs this often (spec part 2 §9: every 60 s). */
  sweepIntervalMs: 60_000,
  /** History kept by default before the retention worker trims it. */
  retentionDays: 180,
  /**
   * A fix dated further back than this is refused: the most an offline queue holds (as for
   * load tickets), so a backlog from a week without signal still arrives, and nothing can be
   * written into months of past history.
   */
  maxFixAgeDays: 7,
  /**
   * Fixes one driver's devices may store in one UTC day: one every 2 s around the clock, more
   * than twice what a browser records at its fastest (every 5 s) over 24 hours.
   */
  maxFixesPerDay: 43_200,
  /**
   * A tracker app's live report puts its driver on duty; a shift it started ends this long
   * after its last report (shown as paused meanwhile). A shift the driver started with the
   * switch is theirs to end.
   */
  trackerShiftEndsAfterMs: 30 * 60_000,
  /** Personal device tokens a driver may hold at once. */
  deviceTokensMax: 10,
} as const;

/** Idle radius for a fix of the given reported accuracy. */
export function idleRadiusMetres(accuracy: number | null | undefined): number {
  const reported = accuracy !== null && accuracy !== undefined && accuracy > 0 ? accuracy : 0;
  return Math.max(TRACKING.idleMinRadiusMetres, TRACKING.idleAccuracyFactor * reported);
}

/**
 * The point a driver has stayed near, and since when. A fresh, unflagged fix outside the
 * idle radius of the anchor starts a new anchor; inside it the anchor (and its age) stays.
 */
export type Anchor = { latitude: number; longitude: number; since: string };

export function nextAnchor(
  anchor: Anchor | null,
  fix: { latitude: number; longitude: number; accuracy: number | null; recordedAt: string },
): Anchor {
  if (anchor && haversineMetres(anchor, fix) <= idleRadiusMetres(fix.accuracy)) return anchor;
  return { latitude: fix.latitude, longitude: fix.longitude, since: fix.recordedAt };
}

/**
 * What a map shows for a driver:
 * - `moving`: sharing and not idle (red marker);
 * - `idle`: sharing and within the idle radius for 10 minutes (orange);
 * - `paused`: on duty but no fix or heartbeat lately, or the page went hidden (grey);
 * - `stopped`: the driver closed Haulwise while on duty (grey; contractors are told once);
 * - `off_duty`: not working; kept off live maps.
 */
/** Why a driver on duty is not sharing, from their device's last beacon. */
export type TrackingInterruption = "paused" | "stopped";

export const trackingStates = ["moving", "idle", "paused", "stopped", "off_duty"] as const;
export const TrackingStateSchema = z.enum(trackingStates);
export type TrackingState = z.infer<typeof TrackingStateSchema>;

/** A tracking state in words, as map legends and the drivers list say it. */
export const trackingStateLabels: Record<TrackingState, string> = {
  moving: "Moving",
  idle: "Idle",
  paused: "Tracking paused",
  stopped: "Stopped sharing",
  off_duty: "Off duty",
};

export function trackingStateOf(input: {
  onDuty: boolean;
  /** The newest moment the device reported anything: a fix or a heartbeat. */
  lastSeenAt: string | null;
  anchorSince: string | null;
  /** Set by a "paused" or "stopped" event, cleared by the next fix. */
  interruption: TrackingInterruption | null;
  now: Date;
}): TrackingState {
  if (!input.onDuty) return "off_duty";
  if (input.interruption === "stopped") return "stopped";
  const now = input.now.getTime();
  const seen = input.lastSeenAt ? Date.parse(input.lastSeenAt) : Number.NaN;
  if (input.interruption === "paused" || !(now - seen < TRACKING.pausedAfterMs)) return "paused";
  // Idle needs fresh evidence: between 2 and 3 minutes of silence the driver is neither
  // idle nor paused yet, and keeps the last state a map can honestly show.
  const sharing = now - seen < TRACKING.sharingWindowMs;
  const anchored = input.anchorSince ? Date.parse(input.anchorSince) : Number.NaN;
  return sharing && now - anchored >= TRACKING.idleAfterMs ? "idle" : "moving";
}

/** Whole minutes a driver has been idle, for 'Idle for N minutes'. */
export const idleMinutes = (anchorSince: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(anchorSince)) / 60_000));

const latitude = z
  .number({ error: "Latitude must be a number" })
  .min(-90, { error: "Latitude must be between -90 and 90" })
  .max(90, { error: "Latitude must be between -90 and 90" });
const longitude = z
  .number({ error: "Longitude must be a number" })
  .min(-180, { error: "Longitude must be between -180 and 180" })
  .max(180, { error: "Longitude must be between -180 and 180" });
const optionalNonNegative = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} must be 0 or greater` })
    .max(max, { error: `${label} can be at most ${max}` })
    .nullable()
    .optional();

/** A device: one browser installation or one background tracker, named by the client. */
export const DeviceIdSchema = z
  .string({ error: "A device id is required" })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "A device id is 8 to 64 letters, digits, - or _" });

/**
 * What a fix measures besides where and when, each as the device sends it: a number, or
 * nothing. Declared once: the upload's `FixSchema`, the history and track rows the server
 * stores (a column each, named in snake_case) and, for those in `markerReadings`, the live
 * marker are all made from this list. A new reading is a line here, a migration adding its
 * column to `location_history` and `driver_positions`, and whatever reads it on the device.
 */
export const FixReadingsSchema = z.strictObject({
  accuracy: optionalNonNegative("Accuracy", 100_000),
  altitude: z.number({ error: "Altitude must be a number" }).min(-1_000).max(20_000).nullish(),
  /** Metres per second. */
  speed: optionalNonNegative("Speed", 1_000),
  /** Degrees clockwise from north. */
  heading: optionalNonNegative("Heading", 360),
});
export type FixReading = keyof z.infer<typeof FixReadingsSchema>;

/** The readings a live map marker carries (as a number or null). */
export const markerReadings = [
  "accuracy",
  "speed",
  "heading",
] as const satisfies readonly FixReading[];
export type MarkerReading = (typeof markerReadings)[number];

/**
 * One position fix as a device reports it. `seq` counts up per device, so a batch sent twice
 * (a retry after a lost answer) is stored once.
 */
export const FixSchema = z.strictObject({
  seq: z
    .number({ error: "seq must be a number" })
    .int({ error: "seq must be a whole number" })
    .min(0, { error: "seq must be 0 or greater" })
    .max(Number.MAX_SAFE_INTEGER),
  recordedAt: z.iso.datetime({ offset: true, error: "recordedAt must be a date and time" }),
  latitude,
  longitude,
  ...FixReadingsSchema.shape,
});
export type Fix = z.infer<typeof FixSchema>;

/**
 * An upload of queued fixes. The envelope is checked at the edge; each fix is checked on its
 * own, so one bad fix is reported back and dropped instead of blocking the device's queue.
 */
export const PositionBatchSchema = z.strictObject({
  deviceId: DeviceIdSchema,
  fixes: z
    .array(z.record(z.string(), z.unknown()), { error: "fixes must be a list" })
    .min(1, { error: "Send at least one fix" })
    .max(TRACKING.batchMaxFixes, { error: `Send at most ${TRACKING.batchMaxFixes} fixes at once` }),
});
export type PositionBatch = z.infer<typeof PositionBatchSchema>;

export const PositionBatchResultSchema = z.object({
  /** Fixes stored now. */
  accepted: z.number().int(),
  /** Fixes this device had already sent (same seq): nothing stored twice. */
  duplicates: z.number().int(),
  /** Fixes refused, with why; the device drops them from its queue. */
  rejected: z.array(z.object({ seq: z.number().nullable(), message: z.string() })),
});
export type PositionBatchResult = z.infer<typeof PositionBatchResultSchema>;

/**
 * What a browser says about its own sharing, sent as a keep-alive request when it cannot
 * send fixes: hidden page (`paused`), visible again (`resumed`), closed or off duty (`stopped`),
 * or standing still with nothing new to say (`heartbeat`).
 */
export const trackingEventTypes = ["heartbeat", "paused", "resumed", "stopped"] as const;
export const TrackingEventSchema = z.strictObject({
  deviceId: DeviceIdSchema,
  type: z.enum(trackingEventTypes, { error: "Unknown tracking event" }),
  at: z.iso
    .datetime({ offset: true, error: "at must be a date and time" })
    .refine(isProductInstant, { error: messages.validation.dateOutOfRange }),
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/** The marker's readings, each a number or null. */
const markerReadingShape = () =>
  Object.fromEntries(markerReadings.map((reading) => [reading, z.number().nullable()])) as {
    [R in MarkerReading]: z.ZodNullable<z.ZodNumber>;
  };

/** A driver's newest position as live maps show it. */
export const LivePositionSchema = z.object({
  driverId: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  ...markerReadingShape(),
  recordedAt: z.string(),
  state: TrackingStateSchema,
  /** Since when the driver has stayed put, while idle. */
  idleSince: z.string().nullable(),
  /** The truck they drive: `number` labels the marker ("#23"), `name` the info window. */
  truck: z.object({ id: z.string(), name: z.string(), number: z.string() }).nullable(),
  /**
   * Where the truck is in its haul: at the pit, hauling, at the site or returning (from the
   * company's sites and its job's route); absent or null when nothing says so.
   */
  haul: HaulStatusSchema.nullable().optional(),
});
export type LivePosition = z.infer<typeof LivePositionSchema>;

/**
 * The company's live map with no job chosen: at most the plan's truck limit of drivers.
 * `total` counts every driver with a position, so the map can say 'Showing 3 of 4 drivers'.
 */
export const CompanyLivePositionsSchema = z.object({
  positions: z.array(LivePositionSchema),
  total: z.number().int(),
  /** The plan's truck limit; null is unlimited. */
  limit: z.number().int().nullable(),
});
export type CompanyLivePositions = z.infer<typeof CompanyLivePositionsSchema>;

export const JobLivePositionsSchema = z.object({ positions: z.array(LivePositionSchema) });
export type JobLivePositions = z.infer<typeof JobLivePositionsSchema>;

export const TrailPointSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  recordedAt: z.string(),
});
export type TrailPoint = z.infer<typeof TrailPointSchema>;

export const TrailSchema = z.object({
  driverId: z.string(),
  /** The company's calendar day, YYYY-MM-DD. */
  date: z.string(),
  points: z.array(TrailPointSchema),
});
export type Trail = z.infer<typeof TrailSchema>;

export const trackingAlertKinds = ["idle", "stopped"] as const;
export type TrackingAlertKind = (typeof trackingAlertKinds)[number];
export const TrackingAlertSchema = z.object({
  id: z.string(),
  driverId: z.string(),
  driverName: z.string(),
  kind: z.enum(trackingAlertKinds),
  openedAt: z.string(),
  clearedAt: z.string().nullable(),
});
export type TrackingAlert = z.infer<typeof TrackingAlertSchema>;

/**
 * A locations topic's update: the drivers whose position or state changed in the window,
 * newest state only. A driver going `off_duty` leaves the map.
 */
export const LocationsUpdateSchema = z.object({ positions: z.array(LivePositionSchema) });
export type LocationsUpdate = z.infer<typeof LocationsUpdateSchema>;

/** An alerts topic's snapshot and updates: alerts opened or cleared. */
export const AlertsUpdateSchema = z.object({ alerts: z.array(TrackingAlertSchema) });
export type AlertsUpdate = z.infer<typeof AlertsUpdateSchema>;

/** What a stored fix may be flagged as; a flagged fix is kept in history, never shown as current. */
export const fixFlags = ["jump", "inaccurate"] as const;
export type FixFlag = (typeof fixFlags)[number];

/** A fix reduced to what judging it needs. */
export type PlacedFix = {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  recordedAt: string;
};

/**
 * The speed two fixes imply, in metres per second, after taking off the distance their
 * reported accuracy allows: jitter of a parked phone never reads as a jump. Fixes less than
 * a second apart count as one second apart.
 */
export function impliedSpeedMps(a: PlacedFix, b: PlacedFix): number {
  const slack = Math.max(0, a.accuracy ?? 0) + Math.max(0, b.accuracy ?? 0);
  const metres = Math.max(0, haversineMetres(a, b) - slack);
  const seconds = Math.max(1, Math.abs(Date.parse(b.recordedAt) - Date.parse(a.recordedAt)) / 1000);
  return metres / seconds;
}

const plausible = (a: PlacedFix, b: PlacedFix) =>
  impliedSpeedMps(a, b) <= TRACKING.implausibleSpeedMps;

/**
 * Judges a fix against the position shown as current (`reference`) and the last fix flagged
 * as a jump (`candidate`). A fix too rough to place is `inaccurate`. A fix no truck could
 * reach from the reference is a `jump` and becomes the candidate; a later fix that agrees
 * with the candidate but not the reference confirms it (the reference was the wrong one, or
 * the truck rode a ferry), so one bad fix cannot pin a driver in place for hours.
 */
export function judgeFix(
  fix: PlacedFix,
  reference: PlacedFix | null,
  candidate: PlacedFix | null,
): { flag: FixFlag | null; candidate: PlacedFix | null } {
  if (fix.accuracy !== null && fix.accuracy > TRACKING.maxUsefulAccuracyMetres) {
    return { flag: "inaccurate", candidate };
  }
  if (!reference || plausible(reference, fix)) return { flag: null, candidate: null };
  const confirms =
    candidate !== null &&
    Date.parse(fix.recordedAt) > Date.parse(candidate.recordedAt) &&
    plausible(candidate, fix);
  return confirms ? { flag: null, candidate: null } : { flag: "jump", candidate: fix };
}

/** A fix that arrives this late was queued offline: it fills history, never raises alerts. */
export const isLateFix = (recordedAt: string, now: Date) =>
  now.getTime() - Date.parse(recordedAt) > TRACKING.lateFixMs;

/** How many days back a fix may be dated: the queue's horizon, or less if history is kept less. */
export const fixAgeLimitDays = (retentionDays: number) =>
  Math.min(retentionDays, TRACKING.maxFixAgeDays);

/**
 * Why the server refuses a fix that passed `FixSchema`, or null: 0,0 is what broken GPS
 * chips report (no truck works in the Gulf of Guinea), a time ahead of the server by more
 * than the allowed skew is a wrong device clock, and a fix older than an offline queue keeps
 * one (or than history is kept) is no backlog a phone could have.
 */
export function fixRejectionOf(
  fix: { latitude: number; longitude: number; recordedAt: string },
  now: Date,
  retentionDays: number,
): string | null {
  if (fix.latitude === 0 && fix.longitude === 0) return messages.tracking.nullIsland;
  const at = Date.parse(fix.recordedAt);
  if (at - now.getTime() > TRACKING.maxFutureSkewMs) return messages.tracking.fixInFuture;
  const days = fixAgeLimitDays(retentionDays);
  if (now.getTime() - at > days * 24 * 60 * 60_000) return messages.tracking.fixTooOld(days);
  return null;
}

/** A personal device token as its owner sees it; the secret itself is shown once, on creation. */
export const DeviceTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type DeviceToken = z.infer<typeof DeviceTokenSchema>;

export const CreateDeviceTokenInputSchema = z.strictObject({
  name: z
    .string({ error: "Name the device" })
    .trim()
    .min(1, { error: "Name the device" })
    .max(60, { error: "A device name is at most 60 characters" }),
});
export type CreateDeviceTokenInput = z.infer<typeof CreateDeviceTokenInputSchema>;

/** The answer to creating a token: the only time `token` is ever shown. */
export const CreatedDeviceTokenSchema = DeviceTokenSchema.extend({ token: z.string() });
export type CreatedDeviceToken = z.infer<typeof CreatedDeviceTokenSchema>;

/**
 * Which drivers stay on the company's live map when it has more drivers than its plan shows.
 * `chosen` says whether the contractor picked them; otherwise `driverIds` is the default
 * (drivers with a truck first, then longest in the company).
 */
export const LiveDriversSchema = z.object({
  limit: z.number().int().nullable(),
  chosen: z.boolean(),
  driverIds: z.array(z.string()),
  drivers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type LiveDrivers = z.infer<typeof LiveDriversSchema>;

export const SetLiveDriversInputSchema = z.strictObject({
  driverIds: z
    .array(z.string().min(1).max(64), { error: "driverIds must be a list" })
    .max(1_000)
    .refine((ids) => new Set(ids).size === ids.length, { error: "List each driver once" }),
});
export type SetLiveDriversInput = z.infer<typeof SetLiveDriversInputSchema>;

/** A day's trail: `date` in the company's calendar, today there when left out. */
export const TrailQuerySchema = z.strictObject({
  date: z
    .string({ error: "Choose a day" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date must be YYYY-MM-DD" })
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), {
      error: "date must be a real day",
    })
    .refine(isProductDay, { error: messages.validation.dateOutOfRange })
    .optional(),
  /** Only the points recorded after this time: how an open map extends the trail it shows. */
  after: z.iso
    .datetime({ offset: true, error: "after must be a date and time" })
    .refine(isProductInstant, { error: messages.validation.dateOutOfRange })
    .optional(),
});
