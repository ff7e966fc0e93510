import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { haversineMetres } from "./geo.js";
import { messages } from "./messages.js";
import {
  FixSchema,
  fixRejectionOf,
  idleRadiusMetres,
  judgeFix,
  nextAnchor,
  type PlacedFix,
  TRACKING,
  trackingStateOf,
} from "./tracking.js";

const EARTH_RADIUS_M = 6_371_000;
const numRuns = Number(process.env.FAST_CHECK_RUNS ?? 200);
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The point `metres` away from `from` along `bearing` degrees, on the same sphere. */
function travel(from: { latitude: number; longitude: number }, metres: number, bearing: number) {
  const angle = metres / EARTH_RADIUS_M;
  const lat1 = toRadians(from.latitude);
  const lon1 = toRadians(from.longitude);
  const theta = toRadians(bearing);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(theta),
  );
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: toDegrees(lat2), longitude: ((toDegrees(lon2) + 540) % 360) - 180 };
}

const point = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});
/** Where trucks drive: away from the poles, where a degree of longitude is still long. */
const roadPoint = fc.record({
  latitude: fc.double({ min: -70, max: 70, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

const START = Date.parse("2030-03-01T08:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

/** A truck's track: ≤ 130 km/h between fixes, each fix off by at most its reported accuracy. */
const plausibleTrack = fc
  .record({
    start: roadPoint,
    steps: fc.array(
      fc.record({
        seconds: fc.integer({ min: 1, max: 300 }),
        speed: fc.double({ min: 0, max: 130 / 3.6, noNaN: true }),
        bearing: fc.double({ min: 0, max: 360, noNaN: true }),
        accuracy: fc.double({ min: 3, max: 60, noNaN: true }),
        jitter: fc.double({ min: 0, max: 1, noNaN: true }),
        jitterBearing: fc.double({ min: 0, max: 360, noNaN: true }),
      }),
      { minLength: 1, maxLength: 40 },
    ),
  })
  .map(({ start, steps }) => {
    let at = START;
    let truth = start;
    const fixes: PlacedFix[] = [{ ...start, accuracy: 5, recordedAt: iso(at) }];
    for (const step of steps) {
      at += step.seconds * 1000;
      truth = travel(truth, step.speed * step.seconds, step.bearing);
      const reported = travel(truth, step.jitter * step.accuracy, step.jitterBearing);
      fixes.push({ ...reported, accuracy: step.accuracy, recordedAt: iso(at) });
    }
    return fixes;
  });

/** Judges fixes in order the way ingest does, returning each flag. */
function judgeAll(fixes: PlacedFix[]) {
  let reference: PlacedFix | null = null;
  let candidate: PlacedFix | null = null;
  return fixes.map((fix) => {
    const verdict = judgeFix(fix, reference, candidate);
    candidate = verdict.candidate;
    if (verdict.flag === null) reference = fix;
    return verdict.flag;
  });
}

describe("great-circle distance", () => {
  it("is non-negative, symmetric, zero to itself and at most half the globe", () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const ab = haversineMetres(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeCloseTo(haversineMetres(b, a), 6);
        expect(haversineMetres(a, a)).toBe(0);
        expect(ab).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_M + 1e-6);
      }),
      { numRuns },
    );
  });

  it("keeps the triangle inequality", () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        // Near antipodal points the arcsine rounds by up to ~0.2 m (its slope is unbounded
        // at 1); no truck is measured there, so half a metre of slack is honest.
        expect(haversineMetres(a, c)).toBeLessThanOrEqual(
          haversineMetres(a, b) + haversineMetres(b, c) + 0.5,
        );
      }),
      { numRuns },
    );
  });

  it("measures what it travelled", () => {
    fc.assert(
      fc.property(
        roadPoint,
        fc.double({ min: 1, max: 1_000_000, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (from, metres, bearing) => {
          expect(haversineMetres(from, travel(from, metres, bearing))).toBeCloseTo(metres, 0);
        },
      ),
      { numRuns },
    );
  });

  it("crosses the antimeridian the short way", () => {
    const metres = haversineMetres(
      { latitude: 0, longitude: 179.99 },
      { latitude: 0, longitude: -179.99 },
    );
    expect(metres).toBeGreaterThan(2_000);
    expect(metres).toBeLessThan(2_300);
  });
});

describe("judging fixes", () => {
  it("never flags a truck's plausible track, jitter and antimeridian included", () => {
    fc.assert(
      fc.property(plausibleTrack, (fixes) => {
        expect(judgeAll(fixes).every((flag) => flag === null)).toBe(true);
      }),
      { numRuns },
    );
  });

  it("flags a teleport and keeps the track's position as current", () => {
    fc.assert(
      fc.property(
        plausibleTrack,
        fc.double({ min: 1_000_000, max: 10_000_000, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.integer({ min: 1, max: 60 }),
        (fixes, metres, bearing, seconds) => {
          const last = fixes.at(-1)!;
          const teleport: PlacedFix = {
            ...travel(last, metres, bearing),
            accuracy: 10,
            recordedAt: iso(Date.parse(last.recordedAt) + seconds * 1000),
          };
          expect(judgeAll([...fixes, teleport]).at(-1)).toBe("jump");
        },
      ),
      { numRuns },
    );
  });

  it("accepts a long gap that a truck could have driven", () => {
    const from: PlacedFix = {
      latitude: 41.88,
      longitude: -87.63,
      accuracy: 8,
      recordedAt: iso(START),
    };
    const later: PlacedFix = {
      ...travel(from, 150_000, 200),
      accuracy: 8,
      recordedAt: iso(START + 2 * 60 * 60_000),
    };
    expect(judgeAll([from, later])).toEqual([null, null]);
  });

  it("moves on when two fixes agree after a wrong one pinned the driver", () => {
    fc.assert(
      fc.property(plausibleTrack, roadPoint, (track, elsewhere) => {
        const last = track.at(-1)!;
        fc.pre(haversineMetres(last, elsewhere) > 1_000_000);
        const at = Date.parse(last.recordedAt);
        const first: PlacedFix = { ...elsewhere, accuracy: 10, recordedAt: iso(at + 5_000) };
        const second: PlacedFix = {
          ...travel(elsewhere, 100, 90),
          accuracy: 10,
          recordedAt: iso(at + 10_000),
        };
        expect(judgeAll([...track, first, second]).slice(-2)).toEqual(["jump", null]);
      }),
      { numRuns },
    );
  });

  it("flags a fix too rough to place, wherever it is", () => {
    fc.assert(
      fc.property(
        point,
        fc.double({ min: TRACKING.maxUsefulAccuracyMetres + 0.001, max: 100_000, noNaN: true }),
        (where, accuracy) => {
          expect(judgeFix({ ...where, accuracy, recordedAt: iso(START) }, null, null).flag).toBe(
            "inaccurate",
          );
        },
      ),
      { numRuns },
    );
  });
});

describe("validating fixes", () => {
  const valid = { seq: 1, recordedAt: iso(START), latitude: 37.7, longitude: -122.4 };

  it("refuses coordinates out of range, NaN, infinities and negative speeds or accuracy", () => {
    const notFinite = fc.constantFrom(
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    );
    const badLatitude = fc.oneof(
      notFinite,
      fc.double({ min: 90.000001, max: 1e9, noNaN: true }),
      fc.double({ min: -1e9, max: -90.000001, noNaN: true }),
    );
    const negative = fc.oneof(notFinite, fc.double({ min: -1e9, max: -0.000001, noNaN: true }));
    fc.assert(
      fc.property(badLatitude, (latitude) => {
        expect(FixSchema.safeParse({ ...valid, latitude }).success).toBe(false);
      }),
      { numRuns },
    );
    fc.assert(
      fc.property(negative, fc.constantFrom("accuracy", "speed", "heading"), (value, field) => {
        expect(FixSchema.safeParse({ ...valid, [field]: value }).success).toBe(false);
      }),
      { numRuns },
    );
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant(null), fc.boolean()), (longitude) => {
        expect(FixSchema.safeParse({ ...valid, longitude }).success).toBe(false);
      }),
      { numRuns },
    );
  });

  it("accepts any fix in range dated up to the allowed skew ahead and within a queue's week", () => {
    fc.assert(
      fc.property(
        point,
        fc.integer({
          min: -TRACKING.maxFixAgeDays * 24 * 60 * 60,
          max: TRACKING.maxFutureSkewMs / 1000,
        }),
        (where, offsetSeconds) => {
          fc.pre(where.latitude !== 0 || where.longitude !== 0);
          const fix = { ...valid, ...where, recordedAt: iso(START + offsetSeconds * 1000) };
          expect(FixSchema.safeParse(fix).success).toBe(true);
          expect(fixRejectionOf(fix, new Date(START), 180)).toBeNull();
        },
      ),
      { numRuns },
    );
  });

  it("refuses fixes from the future, from before a queue's week or retention, and at 0,0", () => {
    fc.assert(
      fc.property(fc.integer({ min: TRACKING.maxFutureSkewMs + 1, max: 1e10 }), (ahead) => {
        const fix = { ...valid, recordedAt: iso(START + ahead) };
        expect(fixRejectionOf(fix, new Date(START), 180)).toMatch(/future/);
      }),
      { numRuns },
    );
    const day = 24 * 60 * 60_000;
    const weekAndASecond = { ...valid, recordedAt: iso(START - 7 * day - 1000) };
    expect(fixRejectionOf(weekAndASecond, new Date(START), 180)).toBe(
      messages.tracking.fixTooOld(7),
    );
    // History kept for less than a week bounds the age instead.
    const threeDays = { ...valid, recordedAt: iso(START - 3 * day - 1000) };
    expect(fixRejectionOf(threeDays, new Date(START), 3)).toBe(messages.tracking.fixTooOld(3));
    expect(fixRejectionOf(threeDays, new Date(START), 180)).toBeNull();
    expect(fixRejectionOf({ ...valid, latitude: 0, longitude: 0 }, new Date(START), 180)).toMatch(
      /0, 0/,
    );
  });
});

describe("idle and paused rules", () => {
  const minute = 60_000;
  const situation = fc.record({
    onDuty: fc.boolean(),
    silenceMs: fc.integer({ min: 0, max: 60 * minute }),
    anchoredMs: fc.integer({ min: 0, max: 120 * minute }),
    interruption: fc.constantFrom(null, "paused", "stopped"),
  });
  type Situation = typeof situation extends fc.Arbitrary<infer T> ? T : never;
  const stateOf = (s: Situation) =>
    trackingStateOf({
      onDuty: s.onDuty,
      lastSeenAt: iso(START - s.silenceMs),
      anchorSince: iso(START - s.anchoredMs),
      interruption: s.interruption as "paused" | "stopped" | null,
      now: new Date(START),
    });

  it("never calls silence idle: idle needs a fix within 2 minutes and 10 minutes in place", () => {
    fc.assert(
      fc.property(situation, (s) => {
        const state = stateOf(s);
        if (!s.onDuty) expect(state).toBe("off_duty");
        if (state === "idle") {
          expect(s.silenceMs).toBeLessThan(TRACKING.sharingWindowMs);
          expect(s.anchoredMs).toBeGreaterThanOrEqual(TRACKING.idleAfterMs);
          expect(s.interruption).toBeNull();
        }
        if (s.onDuty && s.interruption === null && s.silenceMs >= TRACKING.pausedAfterMs) {
          expect(state).toBe("paused");
        }
        if (s.onDuty && s.interruption === "stopped") expect(state).toBe("stopped");
      }),
      { numRuns },
    );
  });

  it("keeps the anchor's age while fixes stay inside the idle radius", () => {
    fc.assert(
      fc.property(
        roadPoint,
        fc.array(
          fc.record({
            fraction: fc.double({ min: 0, max: 0.99, noNaN: true }),
            bearing: fc.double({ min: 0, max: 360, noNaN: true }),
            accuracy: fc.double({ min: 1, max: 100, noNaN: true }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (start, moves) => {
          const first = nextAnchor(null, { ...start, accuracy: 5, recordedAt: iso(START) });
          let anchor = first;
          moves.forEach((move, index) => {
            const radius = idleRadiusMetres(move.accuracy);
            const where = travel(start, move.fraction * radius, move.bearing);
            anchor = nextAnchor(anchor, {
              ...where,
              accuracy: move.accuracy,
              recordedAt: iso(START + (index + 1) * minute),
            });
          });
          expect(anchor).toBe(first);
        },
      ),
      { numRuns },
    );
  });
});
