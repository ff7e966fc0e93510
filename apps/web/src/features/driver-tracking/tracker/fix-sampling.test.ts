import { TRACKING } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { type Sample, shouldRecord } from "./fix-sampling";

const start: Sample = { latitude: 37.7749, longitude: -122.4194, accuracy: 8, at: 1_000_000 };
/** About `metres` north of the start, `ms` later. */
const later = (ms: number, metres: number, accuracy = 8): Sample => ({
  latitude: start.latitude + metres / 111_195,
  longitude: start.longitude,
  accuracy,
  at: start.at + ms,
});

describe("which fixes are recorded", () => {
  it("records the first fix of a shift", () => {
    expect(shouldRecord(null, start)).toBe(true);
  });

  it("skips a fix that is not newer than the last one", () => {
    expect(shouldRecord(start, { ...start })).toBe(false);
    expect(shouldRecord(start, later(-1_000, 500))).toBe(false);
  });

  it("skips GPS wobble of a parked truck, but records it once a minute", () => {
    expect(shouldRecord(start, later(10_000, 5))).toBe(false);
    // 30 m is inside a 25 m-accurate fix's idle radius (1.5 × 25).
    expect(shouldRecord(start, later(10_000, 30, 25))).toBe(false);
    expect(shouldRecord(start, later(TRACKING.stillFixIntervalMs, 0))).toBe(true);
  });

  it("records a moving truck at most every 5 s", () => {
    expect(shouldRecord(start, later(1_000, 25))).toBe(false);
    expect(shouldRecord(start, later(4_999, 120))).toBe(false);
    expect(shouldRecord(start, later(TRACKING.minFixIntervalMs, 125))).toBe(true);
  });

  it("records a long move at once", () => {
    expect(shouldRecord(start, later(1_000, TRACKING.recordAtOnceMetres + 1))).toBe(true);
  });
});
