import { describe, expect, it } from "vitest";
import { findStops, findStopsIn, type TrailFix } from "./stops.js";

const METRES_PER_DEGREE = 111_320;

/** Repeatable jitter. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Every 5 s: 6 minutes parked with 12 m of jitter (one reading 500 m rough in the middle),
 * 4 minutes driving east at 12 m/s, 4 minutes parked again.
 */
function morning(): TrailFix[] {
  const next = random(3);
  const fixes: TrailFix[] = [];
  let east = 0;
  for (let second = 0; second <= 14 * 60; second += 5) {
    if (second > 6 * 60 && second <= 10 * 60) east += 12 * 5;
    const jitter = () => ((next() - 0.5) * 12) / METRES_PER_DEGREE;
    fixes.push({
      t: 1_700_000_000_000 + second * 1000,
      latitude: 36.8 + jitter(),
      longitude: -119.8 + east / (METRES_PER_DEGREE * 0.8) + jitter(),
      accuracy: second === 180 ? 500 : 8,
    });
  }
  return fixes;
}

describe("findStops", () => {
  it("finds each stay of 3 minutes or more, skipping readings too rough to place", () => {
    const stops = findStops(morning());
    expect(stops.map((stop) => (stop.endedAt - stop.startedAt) / 1000)).toEqual([360, 240]);
    for (const stop of stops) expect(stop.radiusMetres).toBeLessThan(15);
  });

  it("reads columns as it reads fixes: the same stops, to the last digit", () => {
    const fixes = morning();
    const columns = {
      length: fixes.length,
      t: Float64Array.from(fixes, (fix) => fix.t),
      latitude: Float64Array.from(fixes, (fix) => fix.latitude),
      longitude: Float64Array.from(fixes, (fix) => fix.longitude),
      accuracy: fixes.map((fix) => fix.accuracy),
    };
    expect(findStopsIn(columns)).toEqual(findStops(fixes));
  });
});
