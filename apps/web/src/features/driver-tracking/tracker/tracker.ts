import { TRACKING, type TrackingEvent } from "@haulwise/domain";
import { type Sample, shouldRecord } from "./fix-sampling";
import type { PositionQueue } from "./position-queue";
import type { PositionSender, SenderState } from "./position-sender";

/** What the GPS last said: nothing yet, a fix, or why there is none. */
export type GpsState = "searching" | "ok" | "denied" | "unavailable";

/** Whether the screen is kept on: held, refused by the phone (battery saver), or impossible here. */
export type WakeLockState = "off" | "held" | "refused" | "unsupported";

export type TrackerState = SenderState & {
  /** On duty with location allowed: watching while the page is visible. */
  active: boolean;
  /** When sharing last started (ms since 1970): older uploads belong to an earlier shift. */
  since: number | null;
  visible: boolean;
  online: boolean;
  gps: GpsState;
  /** When the last fix was recorded (ms since 1970). */
  lastFixAt: number | null;
  /**
   * The page was hidden while sharing (nothing was recorded meanwhile) and nothing has been
   * sent since it came back.
   */
  paused: boolean;
  wakeLock: WakeLockState;
};

type WakeLockSentinelLike = EventTarget & { release(): Promise<void> };

export type TrackerDeps = {
  queue: PositionQueue;
  sender: PositionSender;
  geolocation: Geolocation | undefined;
  wakeLock: { request(type: "screen"): Promise<WakeLockSentinelLike> } | undefined;
  /** A report sent while the page stays open (resumed). */
  sendEvent: (event: TrackingEvent) => Promise<void>;
  /** A report that must leave while the page is being hidden or closed (paused, stopped). */
  beaconEvent: (event: TrackingEvent) => void;
  /**
   * A report left with the browser to send once the page is gone, even if the page never gets
   * to say so (closed on a busy phone, discarded, crashed); answers how to take it back.
   */
  deferEvent?: (event: TrackingEvent) => () => void;
  now?: () => number;
};

export type Tracker = {
  /**
   * The signed-in driver, or null: whose fixes are recorded and sent. What is queued keeps
   * being sent after the shift ends; another person's queue waits for them.
   */
  setDriver(driverId: string | null): void;
  /** Shares while true (on duty with location allowed) and the page is visible. */
  setSharing(sharing: boolean): void;
  /** The device id events and uploads carry; read once, kept for beacons. */
  deviceId(): Promise<string>;
  state(): TrackerState;
  subscribe(listener: () => void): () => void;
  /** Removes the page listeners; for tests and sign-out. */
  dispose(): void;
};

const GEOLOCATION_PERMISSION_DENIED = 1;
const GEOLOCATION_TIMEOUT = 3;

/**
 * Shares a driver's position from the browser: watches the GPS while the page is visible,
 * takes a fix at least once a minute while standing still, keeps the screen on, records each
 * fix into the queue first and lets the sender upload it. Browsers stop reporting while a
 * page is hidden, so hiding sends "paused", showing it again "resumed", and closing the page
 * "stopped"; nothing is ever made up for the time in between. While sharing, a "stopped" dated
 * after the latest fix is also left with the browser, for a page that dies without a word.
 */
export function createTracker(deps: TrackerDeps): Tracker {
  const { queue, sender, geolocation, now = Date.now } = deps;
  const listeners = new Set<() => void>();
  let owner: string | null = null;
  // What the screen asked for, kept apart from whether it can happen yet: the driver may be
  // named after the shift is known, and sharing starts as soon as both are.
  let wanted = false;
  let deviceId: string | null = null;
  let watchId: number | null = null;
  let stillTimer: ReturnType<typeof setTimeout> | null = null;
  let lastRecorded: Sample | null = null;
  let sentinel: WakeLockSentinelLike | null = null;
  let recording = Promise.resolve();
  let takeBackStop: (() => void) | null = null;
  let local = {
    active: false,
    since: null as number | null,
    visible: document.visibilityState === "visible",
    online: navigator.onLine !== false,
    gps: "searching" as GpsState,
    lastFixAt: null as number | null,
    paused: false,
    pausedAt: null as number | null,
    wakeLock: (deps.wakeLock ? "off" : "unsupported") as WakeLockState,
  };
  let snapshot: TrackerState = compose();

  function compose(): TrackerState {
    const { pausedAt: _pausedAt, ...shown } = local;
    return { ...sender.state(), ...shown };
  }

  function emit() {
    snapshot = compose();
    for (const listener of listeners) listener();
  }

  function update(change: Partial<typeof local>) {
    const next = { ...local, ...change };
    const keys = Object.keys(change) as Array<keyof typeof local>;
    if (keys.every((key) => next[key] === local[key])) return;
    local = next;
    emit();
  }

  const unsubscribeSender = sender.subscribe(() => {
    const sent = sender.state().lastSentAt;
    // Something recorded after the page came back has reached the server: no longer paused.
    if (local.paused && sent !== null && local.pausedAt !== null && sent > local.pausedAt) {
      local = { ...local, paused: false, pausedAt: null };
    }
    emit();
  });

  async function loadDeviceId() {
    deviceId ??= await queue.deviceId();
    return deviceId;
  }

  function eventOf(type: TrackingEvent["type"]): TrackingEvent | null {
    return deviceId ? { deviceId, type, at: new Date(now()).toISOString() } : null;
  }

  function beacon(type: "paused" | "stopped") {
    const event = eventOf(type);
    if (event) deps.beaconEvent(event);
  }

  /** Leaves a "stopped" dated now with the browser, in place of the one left before. */
  function leaveStop() {
    dropStop();
    const event = local.active ? eventOf("stopped") : null;
    if (event && deps.deferEvent) takeBackStop = deps.deferEvent(event);
  }

  function dropStop() {
    takeBackStop?.();
    takeBackStop = null;
  }

  async function report(type: "resumed") {
    await loadDeviceId().catch((error: unknown) => {
      console.error("This browser cannot store positions", error);
    });
    const event = eventOf(type);
    if (!event) return;
    // A lost "resumed" is harmless: the next fix ends the pause on the server too.
    await deps.sendEvent(event).catch(() => {});
  }

  /** `still`: the once-a-minute fix, kept whenever it is newer, wobble or not. */
  function record(position: GeolocationPosition, still = false) {
    const who = owner;
    if (!who || !local.active) return;
    const { coords } = position;
    const sample: Sample = {
      latitude: coords.latitude,
      longitude: coords.longitude,
      accuracy: Number.isFinite(coords.accuracy) ? coords.accuracy : null,
      at: position.timestamp,
    };
    update({ gps: "ok" });
    const keep = still
      ? lastRecorded === null || sample.at > lastRecorded.at
      : shouldRecord(lastRecorded, sample);
    if (!keep) return;
    lastRecorded = sample;
    scheduleStillFix();
    const finite = (value: number | null) =>
      value !== null && Number.isFinite(value) && value >= 0 ? value : null;
    // Fixes are written one after another, so sequence numbers follow the order recorded.
    recording = recording
      .then(() =>
        queue.append(who, {
          recordedAt: new Date(sample.at).toISOString(),
          latitude: sample.latitude,
          longitude: sample.longitude,
          accuracy: sample.accuracy,
          altitude: Number.isFinite(coords.altitude) ? coords.altitude : null,
          speed: finite(coords.speed),
          heading: finite(coords.heading),
        }),
      )
      .then((queued) => {
        if (!queued) return;
        update({ lastFixAt: now() });
        // A stop dated before this fix would be read as old news by the server.
        leaveStop();
        sender.kick();
      })
      .catch((error: unknown) => console.error("A position could not be stored", error));
  }

  function handleGpsError(error: GeolocationPositionError) {
    if (error.code === GEOLOCATION_PERMISSION_DENIED) update({ gps: "denied" });
    // A timeout only means no new fix yet: the watch goes on, and so does the last state.
    else if (error.code !== GEOLOCATION_TIMEOUT) update({ gps: "unavailable" });
  }

  function takeStillFix() {
    stillTimer = null;
    geolocation?.getCurrentPosition(
      (position) => record(position, true),
      handleGpsError,
      TRACKING.watch,
    );
    scheduleStillFix();
  }

  function scheduleStillFix() {
    if (stillTimer !== null) clearTimeout(stillTimer);
    stillTimer = setTimeout(takeStillFix, TRACKING.stillFixIntervalMs);
  }

  function startWatching() {
    if (!geolocation || watchId !== null) return;
    watchId = geolocation.watchPosition(
      (position) => record(position),
      handleGpsError,
      TRACKING.watch,
    );
    scheduleStillFix();
  }

  function stopWatching() {
    if (watchId !== null) geolocation?.clearWatch(watchId);
    watchId = null;
    if (stillTimer !== null) clearTimeout(stillTimer);
    stillTimer = null;
  }

  async function holdScreenOn() {
    if (!deps.wakeLock || sentinel) return;
    try {
      const held = await deps.wakeLock.request("screen");
      if (!local.active || !local.visible) {
        await held.release();
        return;
      }
      sentinel = held;
      held.addEventListener("release", () => {
        if (sentinel === held) sentinel = null;
        update({ wakeLock: "off" });
      });
      update({ wakeLock: "held" });
    } catch {
      // Battery saver, or a browser that allows it only after a tap: sharing goes on, the
      // status line tells the driver their screen may lock.
      update({ wakeLock: "refused" });
    }
  }

  function letScreenSleep() {
    const held = sentinel;
    sentinel = null;
    void held?.release().catch(() => {});
  }

  function begin() {
    startWatching();
    void holdScreenOn();
    sender.retryNow();
  }

  function end() {
    stopWatching();
    letScreenSleep();
  }

  function handleVisibility() {
    const visible = document.visibilityState === "visible";
    if (visible === local.visible) return;
    update({ visible });
    if (!local.active) return;
    if (visible) {
      void report("resumed");
      begin();
    } else {
      beacon("paused");
      // A browser stops reporting a hidden page's position; say so now rather than silently.
      update({ paused: true, pausedAt: now() });
      end();
    }
  }

  function handlePageHide() {
    dropStop();
    if (local.active) beacon("stopped");
  }

  function handlePageShow(event: PageTransitionEvent) {
    // Back from the back/forward cache: the page was "closed", so it starts again.
    if (event.persisted && local.active) {
      void report("resumed").then(leaveStop);
      begin();
    }
  }

  const handleOnline = () => update({ online: true });
  const handleOffline = () => update({ online: false });

  function setSharing(sharing: boolean) {
    wanted = sharing;
    apply();
  }

  function apply() {
    const next = wanted && owner !== null;
    if (next === local.active) return;
    if (!next) {
      end();
      dropStop();
      lastRecorded = null;
      update({ active: false, since: null, gps: "searching", paused: false, pausedAt: null });
      return;
    }
    update({ active: true, since: now(), gps: "searching" });
    // Tells the server at once that this device is back (after a reload or a new shift).
    void report("resumed").then(leaveStop);
    if (local.visible) begin();
  }

  sender.start();
  document.addEventListener("visibilitychange", handleVisibility);
  window.addEventListener("pagehide", handlePageHide);
  window.addEventListener("pageshow", handlePageShow);
  window.addEventListener("online", handleOnline);
  window.addEventListener("offline", handleOffline);

  return {
    setDriver(next) {
      if (next === owner) return;
      owner = next;
      lastRecorded = null;
      sender.setOwner(next);
      apply();
    },
    setSharing,
    deviceId: loadDeviceId,
    state: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      end();
      dropStop();
      sender.stop();
      unsubscribeSender();
      document.removeEventListener("visibilitychange", handleVisibility);
      window.removeEventListener("pagehide", handlePageHide);
      window.removeEventListener("pageshow", handlePageShow);
      window.removeEventListener("online", handleOnline);
      window.removeEventListener("offline", handleOffline);
    },
  };
}
