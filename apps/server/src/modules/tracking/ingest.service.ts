import {
  type FixFlag,
  FixSchema,
  fixRejectionOf,
  messages,
  type PositionBatchResult,
  type TrackingEvent,
} from "@haulwise/domain";
import type { Actor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import { createGroupCommit } from "../../db/group-commit.js";
import { timeOrderedId } from "../../db/ids.js";
import type { EventBus } from "../../events/bus.js";
import { forbidden } from "../../http/app-error.js";
import * as live from "./driver-positions.repo.js";
import {
  applyEvent,
  applyFixes,
  type DriverTrack,
  type StoredFix,
  stateOf,
} from "./driver-track.js";
import { announcePosition, driverWorkOf, interruptionOf, livePositionOf } from "./live-position.js";
import * as history from "./positions.repo.js";

export type IngestService = ReturnType<typeof createIngestService>;

type Rejection = PositionBatchResult["rejected"][number];
type DriverProfile = NonNullable<Awaited<ReturnType<typeof live.findDriverProfile>>>;

function trackOf(row: live.DriverPositionRow | undefined): DriverTrack | null {
  if (!row) return null;
  return {
    position: {
      deviceId: row.device_id ?? "",
      seq: 0,
      recordedAt: row.recorded_at,
      latitude: row.latitude,
      longitude: row.longitude,
      accuracy: row.accuracy,
      altitude: row.altitude,
      speed: row.speed,
      heading: row.heading,
    },
    lastSeenAt: row.last_seen_at,
    anchor: {
      latitude: row.anchor_latitude,
      longitude: row.anchor_longitude,
      since: row.anchor_since,
    },
    candidate:
      row.candidate_latitude !== null &&
      row.candidate_longitude !== null &&
      row.candidate_at !== null
        ? {
            latitude: row.candidate_latitude,
            longitude: row.candidate_longitude,
            accuracy: row.candidate_accuracy,
            recordedAt: row.candidate_at,
          }
        : null,
    interruption: interruptionOf(row.interruption),
    interruptedAt: row.interrupted_at,
    state: (row.state as DriverTrack["state"]) ?? "moving",
  };
}

function rowOf(driverId: string, track: DriverTrack, now: Date): live.DriverPositionRow {
  const iso = (at: string) => new Date(at).toISOString();
  return {
    driver_id: driverId,
    device_id: track.position.deviceId,
    latitude: track.position.latitude,
    longitude: track.position.longitude,
    accuracy: track.position.accuracy ?? null,
    altitude: track.position.altitude ?? null,
    speed: track.position.speed ?? null,
    heading: track.position.heading ?? null,
    recorded_at: iso(track.position.recordedAt),
    last_seen_at: iso(track.lastSeenAt),
    anchor_latitude: track.anchor.latitude,
    anchor_longitude: track.anchor.longitude,
    anchor_since: iso(track.anchor.since),
    candidate_latitude: track.candidate?.latitude ?? null,
    candidate_longitude: track.candidate?.longitude ?? null,
    candidate_accuracy: track.candidate?.accuracy ?? null,
    candidate_at: track.candidate ? iso(track.candidate.recordedAt) : null,
    interruption: track.interruption,
    interrupted_at: track.interruptedAt ? iso(track.interruptedAt) : null,
    state: track.state,
    updated_at: now.toISOString(),
  };
}

/** The first problem zod found, in the words of the schema. */
const firstIssue = (error: { issues: Array<{ message: string }> }) =>
  error.issues[0]?.message ?? "Invalid fix";

/**
 * Takes positions and beacons from drivers' devices: validates each fix, stores it once in
 * the append-only history, keeps the driver's current track, and announces what a live map
 * must show. Identity is always the caller's (session or device token), never the body's.
 */
export function createIngestService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
  retentionDays: number;
}) {
  const { db, dialect, clock, events, retentionDays } = deps;
  // Uploads arriving together commit together: each one waits for the disk once, not alone.
  const writes = createGroupCommit(db);

  /** Splits a batch into fixes worth storing and the refusals the device is told about. */
  function screen(raw: unknown[], deviceId: string, now: Date) {
    const rejected: Rejection[] = [];
    const fixes: StoredFix[] = [];
    const seen = new Set<number>();
    let repeated = 0;
    for (const item of raw) {
      const parsed = FixSchema.safeParse(item);
      if (!parsed.success) {
        const seq = (item as { seq?: unknown } | null)?.seq;
        rejected.push({
          seq: typeof seq === "number" && Number.isFinite(seq) ? seq : null,
          message: firstIssue(parsed.error),
        });
        continue;
      }
      const refusal = fixRejectionOf(parsed.data, now, retentionDays);
      if (refusal) {
        rejected.push({ seq: parsed.data.seq, message: refusal });
        continue;
      }
      if (seen.has(parsed.data.seq)) {
        repeated++;
        continue;
      }
      seen.add(parsed.data.seq);
      // One spelling of each instant (UTC, milliseconds), so later steps compare and store
      // the string as it is.
      const at = Date.parse(parsed.data.recordedAt);
      fixes.push({ ...parsed.data, recordedAt: new Date(at).toISOString(), deviceId });
    }
    // ISO strings of one spelling sort as their instants do.
    fixes.sort((a, b) => (a.recordedAt < b.recordedAt ? -1 : a.recordedAt > b.recordedAt ? 1 : 0));
    return { fixes, rejected, repeated };
  }

  async function requireDriver(driverId: string): Promise<DriverProfile> {
    const profile = await live.findDriverProfile(db, driverId);
    if (profile?.role !== "driver") throw forbidden(messages.tracking.driversOnly);
    return profile;
  }

  /** What a live map shows for the driver's track now. */
  function positionOf(driverId: string, profile: DriverProfile, track: DriverTrack, now: Date) {
    return livePositionOf(
      {
        driverId,
        firstName: profile.first_name,
        lastName: profile.last_name,
        onDuty: Boolean(profile.on_duty),
        truck:
          profile.truck_id && profile.truck_number && profile.make && profile.model
            ? {
                id: profile.truck_id,
                truckNumber: profile.truck_number,
                make: profile.make,
                model: profile.model,
              }
            : null,
        latitude: track.position.latitude,
        longitude: track.position.longitude,
        accuracy: track.position.accuracy ?? null,
        speed: track.position.speed ?? null,
        heading: track.position.heading ?? null,
        recordedAt: new Date(track.position.recordedAt).toISOString(),
        lastSeenAt: track.lastSeenAt,
        anchorSince: track.anchor.since,
        interruption: track.interruption,
      },
      now,
    );
  }

  /** Who the driver is and where they work, read once per upload. */
  async function contextOf(driverId: string) {
    const [profile, work] = await Promise.all([
      requireDriver(driverId),
      live.findDriverWork(db, driverId),
    ]);
    return { profile, work: driverWorkOf(work) };
  }

  async function ingest(
    driverId: string,
    deviceId: string,
    raw: unknown[],
  ): Promise<PositionBatchResult> {
    const now = clock.now();
    const { fixes, rejected, repeated } = screen(raw, deviceId, now);
    if (fixes.length === 0) return { accepted: 0, duplicates: repeated, rejected };
    const { profile, work } = await contextOf(driverId);
    const onDuty = Boolean(profile.on_duty);
    const createdAt = now.toISOString();

    const outcome = await writes.run(driverId, async (trx) => {
      await live.lockDriver(trx, dialect, driverId);
      const before = trackOf(await live.findTrack(trx, driverId));
      const { track, flags } = applyFixes(before, fixes, now);
      const stored = await history.insertFixes(
        trx,
        dialect,
        fixes.map((fix, index) =>
          historyRow(driverId, work.newestJobId, fix, flags[index]!, now, createdAt),
        ),
      );
      let after = track;
      if (after && after !== before) {
        after = { ...after, state: stateOf(after, onDuty, now) };
        await live.saveTrack(trx, rowOf(driverId, after, now));
      }
      return { before, after, stored: stored.size };
    });

    const { before, after } = outcome;
    const news = after && (after.position !== before?.position || after.state !== before?.state);
    if (news) announcePosition(events, work, driverId, positionOf(driverId, profile, after, now));
    return {
      accepted: outcome.stored,
      duplicates: repeated + fixes.length - outcome.stored,
      rejected,
    };
  }

  return {
    /** A batch from the signed-in driver's browser. */
    ingestBatch(actor: Actor, batch: { deviceId: string; fixes: unknown[] }) {
      if (actor.role !== "driver") throw forbidden(messages.tracking.driversOnly);
      return ingest(actor.userId, batch.deviceId, batch.fixes);
    },

    /** Fixes from a background tracker app, as the driver its device token belongs to. */
    ingestForDevice(driverId: string, deviceId: string, fixes: unknown[]) {
      return ingest(driverId, deviceId, fixes);
    },

    /** A beacon: paused, resumed, stopped or a heartbeat. */
    async recordEvent(actor: Actor, event: TrackingEvent): Promise<void> {
      if (actor.role !== "driver") throw forbidden(messages.tracking.driversOnly);
      const driverId = actor.userId;
      const now = clock.now();
      const { profile, work } = await contextOf(driverId);
      const onDuty = Boolean(profile.on_duty);
      const outcome = await writes.run(driverId, async (trx) => {
        await live.lockDriver(trx, dialect, driverId);
        if (event.type === "stopped") {
          await history.insertFixes(trx, dialect, [stopRow(driverId, event, now)]);
        }
        const before = trackOf(await live.findTrack(trx, driverId));
        if (!before) return null;
        const moved = applyEvent(before, event, now);
        if (moved === before) return null;
        const after = { ...moved, state: stateOf(moved, onDuty, now) };
        await live.saveTrack(trx, rowOf(driverId, after, now));
        // Only a change of state is news; a heartbeat that keeps a driver "moving" is not.
        return after.state !== before.state ? after : null;
      });
      if (outcome) {
        announcePosition(events, work, driverId, positionOf(driverId, profile, outcome, now));
      }
    },
  };
}

function historyRow(
  driverId: string,
  jobId: string | null,
  fix: StoredFix,
  flag: FixFlag | null,
  now: Date,
  createdAt: string,
): history.HistoryRow {
  return {
    id: timeOrderedId(now.getTime()),
    user_id: driverId,
    job_id: jobId,
    kind: "position",
    latitude: fix.latitude,
    longitude: fix.longitude,
    altitude: fix.altitude ?? null,
    accuracy: fix.accuracy ?? null,
    speed: fix.speed ?? null,
    heading: fix.heading ?? null,
    flagged: flag !== null,
    flag,
    recorded_at: fix.recordedAt,
    created_at: createdAt,
    device_id: fix.deviceId,
    seq: fix.seq,
  };
}

/** The stop marker the specification's history keeps where a driver stopped sharing. */
function stopRow(driverId: string, event: TrackingEvent, now: Date): history.HistoryRow {
  const at = Math.min(Date.parse(event.at), now.getTime());
  return {
    id: timeOrderedId(now.getTime()),
    user_id: driverId,
    job_id: null,
    kind: "stop",
    latitude: null,
    longitude: null,
    altitude: null,
    accuracy: null,
    speed: null,
    heading: null,
    flagged: false,
    flag: null,
    recorded_at: new Date(at).toISOString(),
    created_at: now.toISOString(),
    device_id: event.deviceId,
    seq: null,
  };
}
