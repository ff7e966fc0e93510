import { describe, expect, it } from "vitest";
import { haversineMetres } from "./geo.js";
import { messages } from "./messages.js";
import { FixSchema, idleRadiusMetres, nextAnchor, TRACKING, trackingStateOf } from "./tracking.js";

const at = (iso: string) => new Date(iso);
const fix = (
  latitude: number,
  longitude: number,
  recordedAt: string,
  accuracy: number | null = 5,
) => ({
  latitude,
  longitude,
  accuracy,
  recordedAt,
});

describe("idle radius", () => {
  it("is 10 m for accurate fixes and 1.5 × accuracy for rough ones", () => {
    expect(idleRadiusMetres(null)).toBe(10);
    expect(idleRadiusMetres(4)).toBe(10);
    expect(idleRadiusMetres(40)).toBe(60);
  });
});

describe("anchor", () => {
  it("keeps its age while fixes stay inside the radius and restarts outside it", () => {
    const first = nextAnchor(null, fix(37.7749, -122.4194, "2026-01-01T10:00:00Z"));
    expect(first.since).toBe("2026-01-01T10:00:00Z");
    // About 5.5 m north: inside 10 m.
    const near = nextAnchor(first, fix(37.77495, -122.4194, "2026-01-01T10:05:00Z"));
    expect(near).toBe(first);
    // About 111 m north: outside.
    const moved = nextAnchor(near, fix(37.7759, -122.4194, "2026-01-01T10:06:00Z"));
    expect(moved.since).toBe("2026-01-01T10:06:00Z");
    expect(haversineMetres(first, moved)).toBeGreaterThan(100);
  });

  it("widens the radius for a fix with poor accuracy", () => {
    const anchor = nextAnchor(null, fix(37.7749, -122.4194, "2026-01-01T10:00:00Z"));
    // About 33 m away, reported ±30 m: inside 45 m.
    const noisy = nextAnchor(anchor, fix(37.7752, -122.4194, "2026-01-01T10:01:00Z", 30));
    expect(noisy).toBe(anchor);
  });
});

describe("tracking state", () => {
  const base = {
    onDuty: true,
    lastSeenAt: "2026-01-01T10:00:00Z",
    anchorSince: "2026-01-01T09:59:00Z",
    interruption: null,
  } as const;

  it("is off duty whatever the device last said", () => {
    expect(trackingStateOf({ ...base, onDuty: false, now: at("2026-01-01T10:00:30Z") })).toBe(
      "off_duty",
    );
  });

  it("is moving, then idle after 10 minutes in one place while sharing", () => {
    expect(trackingStateOf({ ...base, now: at("2026-01-01T10:00:30Z") })).toBe("moving");
    expect(
      trackingStateOf({
        ...base,
        lastSeenAt: "2026-01-01T10:09:30Z",
        now: at("2026-01-01T10:09:40Z"),
      }),
    ).toBe("idle");
  });

  it("is paused, never idle, after 3 minutes of silence or a paused beacon", () => {
    expect(trackingStateOf({ ...base, now: at("2026-01-01T10:03:00Z") })).toBe("paused");
    expect(
      trackingStateOf({
        ...base,
        anchorSince: "2026-01-01T09:00:00Z",
        now: at("2026-01-01T10:20:00Z"),
      }),
    ).toBe("paused");
    expect(
      trackingStateOf({ ...base, interruption: "paused", now: at("2026-01-01T10:00:10Z") }),
    ).toBe("paused");
  });

  it("does not call a driver idle on stale evidence between 2 and 3 minutes of silence", () => {
    expect(
      trackingStateOf({
        ...base,
        anchorSince: "2026-01-01T09:00:00Z",
        now: at("2026-01-01T10:02:30Z"),
      }),
    ).toBe("moving");
  });

  it("is stopped after a stop event while on duty", () => {
    expect(
      trackingStateOf({ ...base, interruption: "stopped", now: at("2026-01-01T10:00:10Z") }),
    ).toBe("stopped");
  });
});

describe("fix validation", () => {
  const good = { seq: 1, recordedAt: "2026-01-01T10:00:00Z", latitude: 37.7, longitude: -122.4 };

  it("accepts a minimal fix and optional fields as null", () => {
    expect(FixSchema.safeParse(good).success).toBe(true);
    expect(
      FixSchema.safeParse({ ...good, accuracy: null, speed: null, heading: null }).success,
    ).toBe(true);
  });

  it("refuses coordinates out of range with a message a person can act on", () => {
    const result = FixSchema.safeParse({ ...good, latitude: 91 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Latitude must be between -90 and 90");
    expect(FixSchema.safeParse({ ...good, longitude: -181 }).success).toBe(false);
    expect(FixSchema.safeParse({ ...good, speed: -1 }).success).toBe(false);
    expect(FixSchema.safeParse({ ...good, seq: 1.5 }).success).toBe(false);
  });

  it("keeps the watch options of the specification", () => {
    expect(TRACKING.watch).toEqual({
      enableHighAccuracy: true,
      maximumAge: 30_000,
      timeout: 27_000,
    });
  });
});

describe("tracking messages", () => {
  it("falls back to 'A driver' and counts positions", () => {
    expect(messages.tracking.stoppedSharing(null)).toBe("A driver has stopped sharing location");
    expect(messages.tracking.waiting(1)).toBe("1 position waiting for signal");
    expect(messages.tracking.waiting(3)).toBe("3 positions waiting for signal");
    expect(messages.tracking.planLimit(3, 4)).toBe("Showing 3 of 4 drivers. Upgrade to see all.");
  });

  it("counts the drivers on the map as n, or n/total while the plan hides some", () => {
    expect(messages.tracking.driverCount(0, 0)).toBe("0 drivers");
    expect(messages.tracking.driverCount(1, 1)).toBe("1 driver");
    expect(messages.tracking.driverCount(4, 4)).toBe("4 drivers");
    expect(messages.tracking.driverCount(3, 4)).toBe("3/4 drivers");
    expect(messages.tracking.driverCount(0, 1)).toBe("0/1 driver");
    expect(messages.tracking.driverCountSpoken(3, 4)).toBe("3 of 4 drivers");
    expect(messages.tracking.driverCountSpoken(1, 1)).toBe("1 driver");
  });
});
