import { describe, expect, it } from "vitest";
import { haversineMetres } from "./geo.js";
import {
  indexAt,
  positionAt,
  REPLAY,
  type ReplayFixes,
  ReplayFixesSchema,
  replayStops,
  replayTotals,
  speedSeries,
  stopAt,
  trackOf,
} from "./replay.js";

/** A seeded generator, so a failing case fails the same way again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const START = Date.parse("2026-11-28T07:00:00Z");
const ORIGIN = { latitude: 37.7, longitude: -122.4 };
/** Metres east as degrees of longitude at the origin's latitude. */
const east = (metres: number) => metres / (111_195 * Math.cos((ORIGIN.latitude * Math.PI) / 180));

type Fix = {
  t: number;
  latitude: number;
  longitude: number;
  speed: number | null;
  accuracy: number | null;
};

const columns = (fixes: Fix[]): ReplayFixes => ({
  t: fixes.map((f) => f.t),
  latitude: fixes.map((f) => f.latitude),
  longitude: fixes.map((f) => f.longitude),
  speed: fixes.map((f) => f.speed),
  accuracy: fixes.map((f) => f.accuracy),
});

/**
 * A morning as phones report it: 10 minutes standing at the pit with ±8 m of jitter, then
 * 15 km due east at 15 m/s with a 10-minute dropout in the middle of the drive, then 15
 * minutes standing at the site; a fix every 5 s, with no speed reported (as browsers often send).
 */
function morning(seed = 1) {
  const next = random(seed);
  const jitter = () => (next() - 0.5) * 16;
  const fixes: Fix[] = [];
  let t = START;
  const at = (metresEast: number, noise: number) => ({
    latitude: ORIGIN.latitude + (jitter() * (noise / 8)) / 111_195,
    longitude: ORIGIN.longitude + east(metresEast + jitter() * (noise / 8)),
  });
  for (; t < START + 10 * 60_000; t += 5_000)
    fixes.push({ t, ...at(0, 8), speed: null, accuracy: 10 });
  const driveStart = t;
  const driveEnd = driveStart + 1_000_000;
  const gap = { from: driveStart + 150_000, to: driveStart + 750_000 };
  for (; t < driveEnd; t += 5_000) {
    if (t > gap.from && t < gap.to) continue;
    fixes.push({ t, ...at(((t - driveStart) / 1000) * 15, 3), speed: null, accuracy: 5 });
  }
  const siteStart = t;
  for (; t < siteStart + 15 * 60_000; t += 5_000)
    fixes.push({ t, ...at(15_000, 8), speed: null, accuracy: 10 });
  return { fixes, driveStart, driveEnd, gap, siteStart, end: t - 5_000 };
}

describe("trackOf", () => {
  it("sorts fixes, keeps one per instant and leaves out those too rough to place anything", () => {
    const fixes: Fix[] = [
      { t: START + 10_000, latitude: 1, longitude: 1, speed: 3, accuracy: 5 },
      { t: START, latitude: 0, longitude: 0, speed: 0, accuracy: 5 },
      { t: START + 10_000, latitude: 9, longitude: 9, speed: 3, accuracy: 5 },
      { t: START + 20_000, latitude: 5, longitude: 5, speed: 3, accuracy: 400 },
      { t: START + 30_000, latitude: 2, longitude: 2, speed: null, accuracy: null },
    ];
    const track = trackOf(columns(fixes));
    expect(Array.from(track.t)).toEqual([START, START + 10_000, START + 30_000]);
    expect(Array.from(track.latitude)).toEqual([0, 1, 2]);
  });

  it("implies a speed where none was reported, but never across a dropout", () => {
    const { fixes, gap } = morning();
    const track = trackOf(columns(fixes));
    const driving = indexAt(track, gap.from - 10_000);
    expect(track.speed[driving]).toBeGreaterThan(13);
    expect(track.speed[driving]).toBeLessThan(17);
    const afterGap = indexAt(track, gap.to + 1);
    expect(track.speed[afterGap]).toBeNaN();
  });

  it("keeps only the fixes of a window (one load)", () => {
    const { fixes, driveStart, driveEnd } = morning();
    const track = trackOf(columns(fixes), { from: driveStart, to: driveEnd });
    expect(track.t[0]).toBeGreaterThanOrEqual(driveStart);
    expect(track.t[track.length - 1]).toBeLessThanOrEqual(driveEnd);
  });
});

describe("positionAt", () => {
  const track = trackOf(
    columns([
      { t: START, latitude: 0, longitude: 0, speed: null, accuracy: null },
      { t: START + 10_000, latitude: 0, longitude: 0.001, speed: null, accuracy: null },
      {
        t: START + 10_000 + REPLAY.gapMs + 1,
        latitude: 0,
        longitude: 0.5,
        speed: null,
        accuracy: null,
      },
    ]),
  );

  it("slides the truck between two fixes in proportion to the time", () => {
    const at = positionAt(track, START + 2_500)!;
    expect(at.longitude).toBeCloseTo(0.00025, 9);
    expect(at).toMatchObject({ index: 0, seen: true });
  });

  it("holds the truck where it was last seen through a dropout", () => {
    const at = positionAt(track, START + 10_000 + 60_000)!;
    expect(at).toMatchObject({ longitude: 0.001, index: 1, seen: false });
  });

  it("stands at the first fix before the day's first and at the last after it", () => {
    expect(positionAt(track, START - 1)).toMatchObject({ index: 0, longitude: 0, seen: false });
    expect(positionAt(track, START + 10 * REPLAY.gapMs)).toMatchObject({
      index: 2,
      longitude: 0.5,
      seen: false,
    });
    expect(positionAt(trackOf(columns([])), START)).toBeNull();
  });

  it("finds the fix at or before any moment by binary search", () => {
    const { fixes } = morning(7);
    const many = trackOf(columns(fixes));
    const next = random(3);
    for (let k = 0; k < 200; k++) {
      const t = START - 60_000 + next() * (many.t[many.length - 1]! - START + 120_000);
      let expected = -1;
      for (let i = 0; i < many.length; i++) if (many.t[i]! <= t) expected = i;
      expect(indexAt(many, t)).toBe(expected);
    }
  });
});

describe("stops and totals on a jittery, gappy morning", () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`stops at the pit and the site, and counts the drive, not the jitter (seed ${seed})`, () => {
      const day = morning(seed);
      const track = trackOf(columns(day.fixes));
      const stops = replayStops(track);
      expect(stops).toHaveLength(2);
      expect(haversineMetres(stops[0]!, ORIGIN)).toBeLessThan(15);
      expect(stops[0]!.endedAt - stops[0]!.startedAt).toBeGreaterThanOrEqual(9 * 60_000);
      expect(stops[1]!.endedAt - stops[1]!.startedAt).toBeGreaterThanOrEqual(14 * 60_000);

      const totals = replayTotals(track, stops);
      // 15 km driven; standing jitter (±8 m every 5 s for 25 minutes) would add over 2 km.
      expect(totals.distanceMetres).toBeGreaterThan(14_900);
      expect(totals.distanceMetres).toBeLessThan(15_200);
      expect(totals.unseenMs).toBe(day.gap.to - day.gap.from);
      expect(totals.stoppedMs).toBe(
        stops.reduce((sum, stop) => sum + stop.endedAt - stop.startedAt, 0),
      );
      const span = track.t[track.length - 1]! - track.t[0]!;
      expect(totals.movingMs + totals.stoppedMs + totals.unseenMs).toBe(span);
    });
  }

  it("counts a step no truck could drive as no distance", () => {
    const track = trackOf(
      columns([
        { t: START, latitude: 0, longitude: 0, speed: null, accuracy: null },
        { t: START + 5_000, latitude: 0, longitude: 0.0005, speed: null, accuracy: null },
        { t: START + 10_000, latitude: 1, longitude: 0.0005, speed: null, accuracy: null },
      ]),
    );
    const totals = replayTotals(track, []);
    expect(totals.distanceMetres).toBeCloseTo(
      haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 0.0005 }),
      3,
    );
  });

  it("finds the stop under way at a moment", () => {
    const track = trackOf(columns(morning().fixes));
    const stops = replayStops(track);
    expect(stopAt(stops, stops[1]!.startedAt + 1_000)).toBe(stops[1]);
    expect(stopAt(stops, stops[0]!.endedAt + 60_000)).toBeNull();
  });
});

describe("speedSeries", () => {
  it("averages speeds per slice of the day and leaves silent slices empty", () => {
    const day = morning();
    const track = trackOf(columns(day.fixes));
    const series = speedSeries(track, 100);
    expect(series).toHaveLength(100);
    const span = track.t[track.length - 1]! - track.t[0]!;
    const slice = (t: number) => Math.floor(((t - track.t[0]!) / span) * 100);
    expect(series[slice(day.driveStart + 60_000)]).toBeGreaterThan(12);
    expect(series[slice((day.gap.from + day.gap.to) / 2)]).toBeNaN();
    expect(series[slice(START + 5 * 60_000)]).toBeLessThan(5);
  });
});

describe("the fixes' columns as they are read", () => {
  const valid = {
    t: [1, 2, 3],
    latitude: [37.7, 37.71, 37.72],
    longitude: [-122.4, -122.41, -122.42],
    speed: [null, 3.5, 0],
    accuracy: [8, null, 12],
  };

  it("takes columns of numbers (nulls for speed and accuracy) as long as each other", () => {
    expect(ReplayFixesSchema.parse(valid)).toEqual(valid);
  });

  it("refuses a column holding anything else, or missing, or of another length", () => {
    for (const broken of [
      { ...valid, latitude: [37.7, "37.71", 37.72] },
      { ...valid, t: [1, null, 3] },
      { ...valid, longitude: "-122.4" },
      { ...valid, speed: [null, 3.5, {}] },
      { ...valid, accuracy: [8, 9] },
      { t: valid.t, latitude: valid.latitude, longitude: valid.longitude, speed: valid.speed },
    ]) {
      expect(ReplayFixesSchema.safeParse(broken).success, JSON.stringify(broken)).toBe(false);
    }
  });
});
