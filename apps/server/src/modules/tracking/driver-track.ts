import {
  type Anchor,
  type Fix,
  type FixFlag,
  judgeFix,
  nextAnchor,
  type PlacedFix,
  TRACKING,
  type TrackingEvent,
  type TrackingState,
  trackingStateOf,
} from "@haulwise/domain";

/** A fix as stored: what the device sent, from which device. */
export type StoredFix = Fix & { deviceId: string };

/**
 * What the server knows about a driver's sharing, as the `driver_positions` row holds it:
 * the position shown as current, when the device last said anything, the idle anchor, a
 * jump awaiting confirmation and the last beacon's interruption.
 */
export type DriverTrack = {
  position: StoredFix;
  lastSeenAt: string;
  anchor: Anchor;
  candidate: PlacedFix | null;
  interruption: "paused" | "stopped" | null;
  interruptedAt: string | null;
  /** The state last announced to listeners. */
  state: TrackingState;
};

const placed = (fix: StoredFix): PlacedFix => ({
  latitude: fix.latitude,
  longitude: fix.longitude,
  accuracy: fix.accuracy ?? null,
  recordedAt: fix.recordedAt,
});

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);
/** A device's time, never later than the server's: a fast clock cannot keep a driver "sharing". */
const seenAt = (at: string, now: Date) =>
  Date.parse(at) > now.getTime() ? now.toISOString() : new Date(at).toISOString();

/**
 * Folds fixes (oldest first) into a driver's track and says how each is to be stored.
 * Flagged fixes go to history only. A fix older than the current position goes to history
 * only, so a late backlog never moves a driver backwards. A newer fix becomes the position;
 * after a silence longer than the pause threshold, or as the first fix after a device came
 * back from one (see `applyEvent`), it also starts a new idle anchor, since nothing says the
 * driver stayed put meanwhile.
 */
export function applyFixes(
  track: DriverTrack | null,
  fixes: StoredFix[],
  now: Date,
): { track: DriverTrack | null; flags: Array<FixFlag | null> } {
  let current = track;
  const flags = fixes.map((fix) => {
    const verdict = judgeFix(
      placed(fix),
      current ? placed(current.position) : null,
      current?.candidate ?? null,
    );
    if (verdict.flag !== null) {
      if (current) current = { ...current, candidate: verdict.candidate };
      return verdict.flag;
    }
    if (current && Date.parse(fix.recordedAt) <= Date.parse(current.position.recordedAt)) {
      return null;
    }
    const silence = current
      ? Date.parse(fix.recordedAt) - Date.parse(current.lastSeenAt)
      : Number.POSITIVE_INFINITY;
    const restarts = silence > TRACKING.pausedAfterMs || awaitsFirstFix(current!);
    const anchor = nextAnchor(restarts ? null : current!.anchor, {
      latitude: fix.latitude,
      longitude: fix.longitude,
      accuracy: fix.accuracy ?? null,
      recordedAt: fix.recordedAt,
    });
    const resumes =
      current?.interruptedAt != null &&
      Date.parse(fix.recordedAt) > Date.parse(current.interruptedAt);
    current = {
      position: fix,
      lastSeenAt: current
        ? later(current.lastSeenAt, seenAt(fix.recordedAt, now))
        : seenAt(fix.recordedAt, now),
      anchor,
      candidate: null,
      interruption: current && !resumes ? current.interruption : null,
      interruptedAt: current && !resumes ? current.interruptedAt : null,
      state: current?.state ?? "moving",
    };
    return null;
  });
  return { track: current, flags };
}

/**
 * A device back from a silence longer than the pause threshold holds its idle clock at the
 * moment it came back, later than its last fix, until its first new fix starts the clock.
 */
const awaitsFirstFix = (track: DriverTrack) =>
  Date.parse(track.anchor.since) > Date.parse(track.position.recordedAt);

/**
 * Folds a device's beacon into the track. A beacon older than the current position says
 * nothing new about it (the fixes that followed it win), except a heartbeat, which only
 * ever moves "last seen" forward. A device that says it is back after a silence longer than
 * the pause threshold (an app reopened, a phone unlocked after lunch) restarts the idle
 * clock: where it was meanwhile is unknown, and its "last seen" would otherwise make the
 * first new fix look like one more minute at the same spot.
 */
export function applyEvent(track: DriverTrack, event: TrackingEvent, now: Date): DriverTrack {
  const at = seenAt(event.at, now);
  if (event.type === "heartbeat") return { ...track, lastSeenAt: later(track.lastSeenAt, at) };
  if (Date.parse(at) < Date.parse(track.position.recordedAt)) return track;
  if (event.type === "resumed") {
    const silence = Date.parse(at) - Date.parse(track.lastSeenAt);
    return {
      ...track,
      anchor: silence > TRACKING.pausedAfterMs ? { ...track.anchor, since: at } : track.anchor,
      interruption: null,
      interruptedAt: null,
      lastSeenAt: later(track.lastSeenAt, at),
    };
  }
  // A stop outranks a pause: a page closed after it was hidden stays closed.
  if (event.type === "paused" && track.interruption === "stopped") return track;
  return { ...track, interruption: event.type, interruptedAt: at };
}

/** The state a map shows for this track now. */
export function stateOf(track: DriverTrack, onDuty: boolean, now: Date): TrackingState {
  return trackingStateOf({
    onDuty,
    lastSeenAt: track.lastSeenAt,
    anchorSince: track.anchor.since,
    interruption: track.interruption,
    now,
  });
}
