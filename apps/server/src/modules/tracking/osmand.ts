import { messages } from "@haulwise/domain";

/**
 * The OsmAnd/Traccar HTTP protocol that background tracker apps speak (Traccar Client,
 * OsmAnd, GPSLogger): one position per request, as query or form fields `id` (here, the
 * driver's personal device token), `lat`, `lon` (or `location=lat,lon`), `timestamp`,
 * `speed` (knots), `bearing`, `altitude`, `accuracy`, `batt`; newer Traccar Client versions
 * post the same as JSON `{ device_id, location: { timestamp, coords: { … } } }`, speed in m/s.
 */

const KNOT_MPS = 1852 / 3600;

export type OsmAndReport = {
  token: string | null;
  /** A fix in the shape `FixSchema` checks, or null when the request carries no position. */
  fix: Record<string, unknown> | null;
  /** Why the report cannot be read at all (its time is no time), or null. */
  unreadable: string | null;
};

const text = (value: unknown): string | undefined => {
  if (Array.isArray(value)) return text(value[0]);
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
};

/** A number field, or the raw text when it is not one, so validation says what is wrong. */
function numberOf(value: string | undefined): number | string | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

/** What `new Date()` can hold and ISO 8601 can write in four digits: years 0000 to 9999. */
const FIRST_INSTANT = Date.parse("0000-01-01T00:00:00.000Z");
const LAST_INSTANT = Date.parse("9999-12-31T23:59:59.999Z");

const isoOf = (ms: number) =>
  Number.isFinite(ms) && ms >= FIRST_INSTANT && ms <= LAST_INSTANT
    ? new Date(ms).toISOString()
    : null;

/**
 * `timestamp` as the protocol allows it: seconds or milliseconds since 1970, ISO 8601, or
 * `yyyy-MM-dd HH:mm:ss` in UTC. Missing means "now"; null when it is no time at all, or one
 * outside the years 0000 to 9999 (a date cannot hold the rest, or ISO cannot write it).
 */
export function timestampOf(value: string | undefined, now: Date): string | null {
  if (value === undefined || value.trim() === "") return now.toISOString();
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    const number = Number(trimmed);
    return isoOf(number < 2 ** 31 ? number * 1000 : number);
  }
  const spaced = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(\.\d+)?)$/.exec(trimmed);
  return isoOf(Date.parse(spaced ? `${spaced[1]}T${spaced[2]}Z` : trimmed));
}

/**
 * A fix's sequence number: its time in milliseconds, so the same report sent twice is stored
 * once. A time before 1970 is refused as too old, with seq 0 rather than a negative one.
 */
const seqOf = (recordedAt: string) => Math.max(0, Date.parse(recordedAt));

const noTime = (token: string | null): OsmAndReport => ({
  token,
  fix: null,
  unreadable: messages.tracking.timestampUnreadable,
});

function fromFields(fields: Record<string, unknown>, now: Date): OsmAndReport {
  const token = text(fields.id) ?? text(fields.deviceid) ?? null;
  const [locationLat, locationLon] = (text(fields.location) ?? "").split(",");
  const latitude = numberOf(text(fields.lat) ?? locationLat);
  const longitude = numberOf(text(fields.lon) ?? locationLon);
  if (latitude === undefined && longitude === undefined) {
    return { token, fix: null, unreadable: null };
  }
  const recordedAt = timestampOf(text(fields.timestamp), now);
  if (recordedAt === null) return noTime(token);
  const knots = numberOf(text(fields.speed));
  return {
    token,
    unreadable: null,
    fix: {
      seq: seqOf(recordedAt),
      recordedAt,
      latitude,
      longitude,
      accuracy: numberOf(text(fields.accuracy)) ?? null,
      altitude: numberOf(text(fields.altitude)) ?? null,
      speed: typeof knots === "number" ? knots * KNOT_MPS : (knots ?? null),
      heading: numberOf(text(fields.bearing) ?? text(fields.heading)) ?? null,
    },
  };
}

type JsonReport = {
  device_id?: unknown;
  location?: {
    timestamp?: unknown;
    coords?: Record<string, unknown>;
  };
};

function fromJson(body: JsonReport, now: Date): OsmAndReport {
  const token = text(body.device_id) ?? null;
  const coords = body.location?.coords;
  if (!coords) return { token, fix: null, unreadable: null };
  const recordedAt = timestampOf(text(body.location?.timestamp), now);
  if (recordedAt === null) return noTime(token);
  const field = (name: string) => coords[name] ?? null;
  return {
    token,
    unreadable: null,
    fix: {
      seq: seqOf(recordedAt),
      recordedAt,
      latitude: coords.latitude,
      longitude: coords.longitude,
      accuracy: field("accuracy"),
      altitude: field("altitude"),
      // Negative speed and heading mean "unknown" in the mobile location APIs.
      speed: typeof coords.speed === "number" && coords.speed < 0 ? null : field("speed"),
      heading: typeof coords.heading === "number" && coords.heading < 0 ? null : field("heading"),
    },
  };
}

/** Reads one report from the query string, or from a form or JSON body. */
export function readOsmAndReport(
  query: Record<string, unknown>,
  body: unknown,
  now: Date,
): OsmAndReport {
  const fromQuery = fromFields(query, now);
  if (fromQuery.fix || fromQuery.unreadable || !body || typeof body !== "object") return fromQuery;
  const fields = body as Record<string, unknown>;
  const report =
    typeof fields.location === "object" && fields.location !== null
      ? fromJson(body as JsonReport, now)
      : fromFields(fields, now);
  return { ...report, token: report.token ?? fromQuery.token };
}
