import { TRACKING, type TrackingEvent } from "@haulwise/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPositionQueue } from "./position-queue";
import { createPositionSender } from "./position-sender";
import { createTracker, type Tracker } from "./tracker";

/** A Geolocation API whose position the test moves, like Chromium's emulation does. */
function fakeGeolocation() {
  const watchers = new Map<number, PositionCallback>();
  let nextId = 1;
  let clock = Date.UTC(2026, 5, 1, 8, 0, 0);
  let position = { latitude: 37.7749, longitude: -122.4194, accuracy: 8 };
  const positionNow = (): GeolocationPosition =>
    ({
      timestamp: clock,
      coords: {
        ...position,
        altitude: null,
        altitudeAccuracy: null,
        heading: null,
        speed: null,
      },
    }) as unknown as GeolocationPosition;
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback) => {
      const id = nextId++;
      watchers.set(id, success);
      success(positionNow());
      return id;
    }),
    clearWatch: vi.fn((id: number) => {
      watchers.delete(id);
    }),
    getCurrentPosition: vi.fn((success: PositionCallback) => success(positionNow())),
  };
  return {
    geolocation: geolocation as unknown as Geolocation,
    calls: geolocation,
    watching: () => watchers.size,
    /** Moves `metres` north, `seconds` later, and tells the watchers. */
    move(metres: number, seconds: number) {
      clock += seconds * 1000;
      position = { ...position, latitude: position.latitude + metres / 111_195 };
      for (const watcher of watchers.values()) watcher(positionNow());
    },
    /** Time passes without a move; the watch says nothing (a parked phone). */
    wait(seconds: number) {
      clock += seconds * 1000;
    },
  };
}

function fakeWakeLock() {
  const held: Array<EventTarget & { release: () => Promise<void>; released: boolean }> = [];
  const wakeLock = {
    request: vi.fn(async () => {
      const sentinel = Object.assign(new EventTarget(), {
        released: false,
        async release() {
          sentinel.released = true;
          sentinel.dispatchEvent(new Event("release"));
        },
      });
      held.push(sentinel);
      return sentinel;
    }),
  };
  return { wakeLock, held };
}

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

let dbCounter = 0;
const trackers: Tracker[] = [];

/** A tracker on a page; `reloadOf` opens the page again on the same phone and GPS. */
function setUp(reloadOf?: { dbName: string; gps: ReturnType<typeof fakeGeolocation> }) {
  const gps = reloadOf?.gps ?? fakeGeolocation();
  const lock = fakeWakeLock();
  const dbName = reloadOf?.dbName ?? `tracker-test-${++dbCounter}`;
  const queue = createPositionQueue(dbName);
  const uploaded: number[] = [];
  const sender = createPositionSender({
    queue,
    upload: async (batch) => {
      uploaded.push(...batch.fixes.map((fix) => fix.seq as number));
      return { accepted: batch.fixes.length, duplicates: 0, rejected: [] };
    },
  });
  const events: Array<TrackingEvent & { via: "request" | "beacon" }> = [];
  /** The reports left with the browser and not taken back. */
  const left: TrackingEvent[] = [];
  const tracker = createTracker({
    queue,
    sender,
    geolocation: gps.geolocation,
    wakeLock: lock.wakeLock,
    sendEvent: async (event) => {
      events.push({ ...event, via: "request" });
    },
    beaconEvent: (event) => events.push({ ...event, via: "beacon" }),
    deferEvent: (event) => {
      left.push(event);
      return () => {
        left.splice(left.indexOf(event), 1);
      };
    },
  });
  trackers.push(tracker);
  tracker.setDriver("driver-1");
  return { gps, lock, queue, uploaded, events, left, tracker, sender, dbName };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  setVisibility("visible");
});
afterEach(() => {
  for (const tracker of trackers.splice(0)) tracker.dispose();
  vi.useRealTimers();
});

describe("tracker", () => {
  it("on duty: watches with the spec's options, records the first fix and uploads it", async () => {
    const { gps, uploaded, tracker, events } = setUp();
    tracker.setSharing(true);
    expect(gps.calls.watchPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      TRACKING.watch,
    );
    await vi.waitFor(() => expect(uploaded).toEqual([1]));
    await vi.waitFor(() => expect(events.map((e) => e.type)).toEqual(["resumed"]));
    // The upload has answered; the queue lets go of the fix just after.
    await vi.waitFor(() =>
      expect(tracker.state()).toMatchObject({ active: true, gps: "ok", waiting: 0 }),
    );
  });

  it("starts sharing whichever comes first, the shift or the driver's name", async () => {
    const { gps, uploaded, tracker } = setUp();
    tracker.setDriver(null);
    tracker.setSharing(true);
    expect(gps.calls.watchPosition).not.toHaveBeenCalled();
    expect(tracker.state().active).toBe(false);
    tracker.setDriver("driver-1");
    expect(gps.calls.watchPosition).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(uploaded).toEqual([1]));
    // Signing out stops it; the same driver back on the same screen shares again.
    tracker.setDriver(null);
    expect(tracker.state().active).toBe(false);
    tracker.setDriver("driver-1");
    expect(tracker.state().active).toBe(true);
  });

  it("records a moving truck's fixes, skips GPS wobble, and numbers them in order", async () => {
    const { gps, uploaded, tracker } = setUp();
    tracker.setSharing(true);
    await vi.waitFor(() => expect(uploaded).toEqual([1]));
    gps.move(3, 2); // wobble
    gps.move(300, 2); // a long move: at once
    gps.move(60, 5); // a normal move, 5 s later
    await vi.waitFor(() => expect(uploaded).toEqual([1, 2, 3]));
  });

  it("after a reload, does not record again the fix the browser hands back from its cache", async () => {
    const page = setUp();
    page.tracker.setSharing(true);
    await vi.waitFor(() => expect(page.uploaded).toEqual([1]));
    page.tracker.dispose();
    // The new page's watch first answers with the same fix (same place, same time).
    const reloaded = setUp({ dbName: page.dbName, gps: page.gps });
    reloaded.tracker.setSharing(true);
    await vi.waitFor(() => expect(reloaded.tracker.state().gps).toBe("ok"));
    page.gps.move(300, 10);
    await vi.waitFor(() => expect(reloaded.uploaded).toEqual([2]));
  });

  it("takes a fix at least once a minute while standing still", async () => {
    const { gps, uploaded, tracker } = setUp();
    tracker.setSharing(true);
    await vi.waitFor(() => expect(uploaded).toEqual([1]));
    gps.wait(TRACKING.stillFixIntervalMs / 1000);
    await vi.advanceTimersByTimeAsync(TRACKING.stillFixIntervalMs);
    expect(gps.calls.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      TRACKING.watch,
    );
    await vi.waitFor(() => expect(uploaded).toEqual([1, 2]));
    gps.wait(TRACKING.stillFixIntervalMs / 1000);
    await vi.advanceTimersByTimeAsync(TRACKING.stillFixIntervalMs);
    await vi.waitFor(() => expect(uploaded).toEqual([1, 2, 3]));
  });

  it("keeps the screen on while on duty, and asks again when the page is seen again", async () => {
    const { lock, tracker } = setUp();
    tracker.setSharing(true);
    await vi.waitFor(() => expect(tracker.state().wakeLock).toBe("held"));
    // Hiding the page releases the lock (the browser does it too).
    setVisibility("hidden");
    await vi.waitFor(() => expect(lock.held[0]?.released).toBe(true));
    setVisibility("visible");
    await vi.waitFor(() => expect(lock.wakeLock.request).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(tracker.state().wakeLock).toBe("held"));
    tracker.setSharing(false);
    await vi.waitFor(() => expect(lock.held[1]?.released).toBe(true));
  });

  it("hidden: sends 'paused' as a beacon and stops watching; visible again: 'resumed' and watches", async () => {
    const { gps, events, tracker, uploaded } = setUp();
    tracker.setSharing(true);
    await vi.waitFor(() => expect(uploaded).toEqual([1]));
    setVisibility("hidden");
    expect(gps.watching()).toBe(0);
    expect(events.at(-1)).toMatchObject({ type: "paused", via: "beacon" });
    expect(tracker.state().paused).toBe(true);
    // Nothing is made up for the time the page was hidden.
    gps.wait(600);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(uploaded).toEqual([1]);

    setVisibility("visible");
    expect(gps.watching()).toBe(1);
    await vi.waitFor(() =>
      expect(events.at(-1)).toMatchObject({ type: "resumed", via: "request" }),
    );
    // The fresh fix reaches the server: no longer paused.
    await vi.waitFor(() => expect(uploaded).toEqual([1, 2]));
    await vi.waitFor(() => expect(tracker.state().paused).toBe(false));
  });

  it("closing the page while on duty sends 'stopped' as a beacon; off duty sends nothing", async () => {
    const { events, tracker, uploaded } = setUp();
    window.dispatchEvent(new Event("pagehide"));
    expect(events).toEqual([]);
    tracker.setSharing(true);
    await vi.waitFor(() => expect(uploaded).toEqual([1]));
    window.dispatchEvent(new Event("pagehide"));
    expect(events.at(-1)).toMatchObject({ type: "stopped", via: "beacon" });
    expect(events.at(-1)?.deviceId).toBe(await tracker.deviceId());
  });

  it("while sharing, one 'stopped' dated after the latest fix waits with the browser for a page that dies without a word", async () => {
    const { gps, events, left, tracker, uploaded } = setUp();
    tracker.setSharing(true);
    await vi.waitFor(() => expect(uploaded).toEqual([1]));
    await vi.waitFor(() => expect(left).toHaveLength(1));
    const first = left[0]!;
    expect(first).toMatchObject({ type: "stopped", deviceId: await tracker.deviceId() });
    gps.move(300, 10);
    await vi.waitFor(() => expect(uploaded).toEqual([1, 2]));
    // Each fix replaces it: a stop dated before a fix would be read as old news.
    await vi.waitFor(() => expect(left).toHaveLength(1));
    expect(left[0]).not.toBe(first);
    // A page that does get to say goodbye takes it back and beacons instead: told once.
    window.dispatchEvent(new Event("pagehide"));
    expect(left).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: "stopped", via: "beacon" });
  });

  it("going off duty takes back the 'stopped' left with the browser", async () => {
    const { left, tracker, uploaded } = setUp();
    tracker.setSharing(true);
    await vi.waitFor(() => expect(uploaded).toEqual([1]));
    await vi.waitFor(() => expect(left).toHaveLength(1));
    tracker.setSharing(false);
    expect(left).toEqual([]);
  });

  it("off duty: stops watching and releases the screen, but still sends what is queued", async () => {
    const { gps, tracker, queue, sender } = setUp();
    tracker.setSharing(true);
    await vi.waitFor(() => expect(gps.watching()).toBe(1));
    tracker.setSharing(false);
    expect(gps.watching()).toBe(0);
    await queue.append("driver-1", {
      recordedAt: new Date().toISOString(),
      latitude: 1,
      longitude: 1,
      accuracy: 5,
    });
    sender.kick();
    await vi.waitFor(async () => expect(await queue.count("driver-1")).toBe(0));
  });
});
