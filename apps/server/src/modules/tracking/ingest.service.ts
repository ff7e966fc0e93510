import {
  type FixFlag,
  FixSchema,
  fixRejectionOf,
  type HaulStatus,
  isLateFix,
  type LivePosition,
  messages,
  type PositionBatchResult,
  TRACKING,
  type TrackingEvent,
} from "@haulwise/domain";
import type { Transaction } from "kysely";
import { type Actor, requireRole } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import { createGroupCommit } from "../../db/group-commit.js";
import { timeOrderedId } from "../../db/ids.js";
import type { Database } from "../../db/schema.js";
import type { EventBus } from "../../events/bus.js";
import { forbidden } from "../../http/app-error.js";
import type { Metrics } from "../../metrics/metrics.js";
import * as live from "./driver-positions.repo.js";
import {
  applyEvent,
  applyFixes,
  type DriverTrack,
  type StoredFix,
  stateOf,
} from "./driver-track.js";
import { noReadings, readingColumnsOf, readingsOfRow } from "./fix-readings.js";
import {
  announcePosition,
  type DriverWork,
  driverWorkOf,
  livePositionOf,
} from "./live-position.js";
import * as history from "./positions.repo.js";

export type IngestService = ReturnType<typeof createIngestService>;

type Rejection = PositionBatchResult["rejected"][number];

/** An upload waiting for its group: screened fixes from one device, or a beacon. */
type Upload = { driverId: string; now: Date } & (
  | { fixes: StoredFix[]; event?: undefined }
  | { event: TrackingEvent; fixes?: undefined }
);

/** What committing its group tells an upload. */
type Committed =
  | { refused: true; counted?: CountedNews }
  | {
      refused: false;
      /** How many of the upload's fixes were stored now, not found stored already. */
      stored: number;
      /** The fixes refused because the driver's devices used up today's allowance. */
      overDailyLimit: number[];
      /** What the live maps are to be told, once per driver and group. */
      news: {
        work: DriverWork;
        position: LivePosition;
        haul: Map<string, HaulStatus | null> | undefined;
      } | null;
      /** What counting found in the whole group, carried by its first upload. */
      counted?: CountedNews;
    };

/** A fix just stored, as counting visits and cycles reads it. */
export type CountableFix = {
  deviceId: string | null;
  seq: number | null;
  recordedAt: string;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  speed: number | null;
};

/**
 * Counting visits and cycles as fixes are stored: given each driver's newly stored fixes,
 * inside the group's transaction; answers each driver's haul phase by company, and what to
 * announce once the group has committed.
 */
export type IngestCounting = {
  countStored(
    trx: Transaction<Database>,
    stored: Map<string, CountableFix[]>,
  ): Promise<{ phases: Map<string, Map<string, HaulStatus | null>>; announce(): void }>;
};
type CountedNews = { announce(): void };

/** The key a fix is stored once by. */
const fixKey = (driverId: string, deviceId: string | null, seq: number) =>
  `${driverId}\u0000${deviceId ?? ""}\u0000${seq}`;

function trackOf(row: live.DriverPositionRow | undefined): DriverTrack | null {
  if (!row) return null;
  return {
    position: {
      deviceId: row.device_id ?? "",
      seq: 0,
      recordedAt: row.recorded_at,
      latitude: row.latitude,
      longitude: row.longitude,
      ...readingsOfRow(row),
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
    interruption: row.interruption,
    interruptedAt: row.interrupted_at,
    state: row.state,
  };
}

function rowOf(driverId: string, track: DriverTrack, now: Date): live.DriverPositionRow {
  const iso = (at: string) => new Date(at).toISOString();
  return {
    driver_id: driverId,
    device_id: track.position.deviceId,
    latitude: track.position.latitude,
    longitude: track.position.longitude,
    ...readingColumnsOf(track.position),
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
  /** Fixes one driver's devices may store in one UTC day (`TRACKING.maxFixesPerDay`). */
  dailyFixLimit?: number;
  metrics?: Pick<Metrics, "ingestGroup">;
  /** Counts visits and load cycles from the fixes a group stored, inside its transaction. */
  counting?: IngestCounting;
  /** Puts an off-duty driver on duty for a tracker app's live report; whether it did. */
  startTrackerShift(driverId: string): Promise<boolean>;
}) {
  const { db, dialect, clock, events, retentionDays, counting } = deps;
  const dailyFixLimit = deps.dailyFixLimit ?? TRACKING.maxFixesPerDay;
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

  /**
   * Commits a group of uploads with a few statements whatever its size: the drivers' profiles,
   * work and tracks read at once, every fix inserted at once and every changed track written
   * at once. Each driver's uploads fold into their track in the order they arrived, just as
   * they would one after the other.
   */
  async function commitGroup(trx: Transaction<Database>, group: Upload[]) {
    let uploads = group;
    const byDriver = new Map<string, number[]>();
    for (const [index, upload] of uploads.entries()) {
      const indexes = byDriver.get(upload.driverId) ?? [];
      indexes.push(index);
      byDriver.set(upload.driverId, indexes);
    }
    const driverIds = [...byDriver.keys()].sort();
    await live.lockDrivers(trx, dialect, driverIds);
    const profiles = await live.findDriverProfiles(trx, driverIds);
    const drivers = driverIds.filter((id) => profiles.get(id)?.role === "driver");
    const stored = uploads.map(() => 0);
    const overDailyLimit = uploads.map((): number[] => []);
    const news = new Map<
      number,
      { work: DriverWork; position: LivePosition; haul: Map<string, HaulStatus | null> | undefined }
    >();
    const announced: Array<{
      index: number;
      work: DriverWork;
      position: LivePosition;
      driverId: string;
    }> = [];
    let counted: CountedNews | undefined;
    if (drivers.length > 0) {
      const day = utcDayOf(uploads);
      const allowed = withinDailyAllowance(
        uploads,
        byDriver,
        drivers,
        await history.dailyFixCounts(trx, drivers, day),
        dailyFixLimit,
      );
      uploads = allowed.uploads;
      for (const [index, seqs] of allowed.refused) overDailyLimit[index] = seqs;
      const tracks = new Map(
        (await live.findTracks(trx, drivers)).map((row) => [row.driver_id, trackOf(row)]),
      );
      const works = await live.findDriversWork(trx, drivers);
      const rows: history.HistoryRow[] = [];
      const owners = new Map<string, number>();
      const saved: live.DriverPositionRow[] = [];
      for (const driverId of drivers) {
        const profile = profiles.get(driverId)!;
        const work = driverWorkOf(works.get(driverId) ?? []);
        const indexes = byDriver.get(driverId)!;
        const before = tracks.get(driverId) ?? null;
        const folded = foldUploads(
          driverId,
          before,
          indexes.map((index) => uploads[index]!),
          Boolean(profile.on_duty),
          work.newestJobId,
        );
        for (const { row, owner } of folded.rows) {
          rows.push(row);
          if (owner !== null && row.seq != null) {
            owners.set(fixKey(driverId, row.device_id ?? null, row.seq), indexes[owner]!);
          }
        }
        const { track: after, changedAt } = folded;
        const row = after && changedAt ? rowOf(driverId, after, changedAt) : null;
        if (row) saved.push(row);
        // The maps hear of the driver once a group, as of their last upload in it.
        const last = indexes[indexes.length - 1]!;
        if (row && (after!.position !== before?.position || after!.state !== before?.state)) {
          announced.push({
            index: last,
            work,
            position: livePositionOf({ ...row, ...profile }, uploads[last]!.now),
            driverId,
          });
        }
      }
      const storedByDriver = new Map<string, number>();
      const fresh = new Map<string, CountableFix[]>();
      const byKey = counting
        ? new Map(
            rows
              .filter((row) => row.seq != null)
              .map((row) => [fixKey(row.user_id, row.device_id ?? null, row.seq!), row]),
          )
        : null;
      for (const key of await history.insertFixes(trx, rows)) {
        if (key.seq === null) continue;
        const owner = owners.get(fixKey(key.user_id, key.device_id, key.seq));
        if (owner !== undefined) stored[owner]!++;
        storedByDriver.set(key.user_id, (storedByDriver.get(key.user_id) ?? 0) + 1);
        const row = byKey?.get(fixKey(key.user_id, key.device_id, key.seq));
        if (row && row.latitude != null && row.longitude != null) {
          const list = fresh.get(row.user_id) ?? [];
          list.push({
            deviceId: row.device_id ?? null,
            seq: row.seq ?? null,
            recordedAt: row.recorded_at,
            latitude: row.latitude,
            longitude: row.longitude,
            accuracy: row.accuracy ?? null,
            speed: row.speed ?? null,
          });
          fresh.set(row.user_id, list);
        }
      }
      await history.addDailyFixCounts(trx, day, storedByDriver);
      await live.saveTracks(trx, saved);
      const counts = counting && fresh.size > 0 ? await counting.countStored(trx, fresh) : null;
      counted = counts ?? undefined;
      for (const { index, work, position, driverId } of announced) {
        news.set(index, { work, position, haul: counts?.phases.get(driverId) });
      }
    }
    const accepted = new Set(drivers);
    return uploads.map(
      (upload, index): Committed => ({
        ...(accepted.has(upload.driverId)
          ? {
              refused: false,
              stored: stored[index]!,
              overDailyLimit: overDailyLimit[index]!,
              news: news.get(index) ?? null,
            }
          : { refused: true }),
        ...(index === 0 && counted ? { counted } : {}),
      }),
    );
  }

  // Uploads arriving together commit together: each one waits for the disk once, not alone,
  // and the group costs a few statements, not a few per upload.
  const writes = createGroupCommit(db, commitGroup, {
    onCommitted: deps.metrics
      ? (results, ms) => {
          let stored = 0;
          for (const result of results) if (!result.refused) stored += result.stored;
          deps.metrics!.ingestGroup(results.length, stored, ms / 1000);
        }
      : undefined,
  });

  /** Answers an upload once its group committed, telling the maps what changed. */
  function settle(driverId: string, outcome: Committed) {
    outcome.counted?.announce();
    if (outcome.refused) throw forbidden(messages.tracking.driversOnly);
    if (outcome.news) {
      announcePosition(
        events,
        outcome.news.work,
        driverId,
        outcome.news.position,
        outcome.news.haul,
      );
    }
    return outcome;
  }

  async function ingest(
    driverId: string,
    deviceId: string,
    raw: unknown[],
    options: { fromTracker?: boolean } = {},
  ): Promise<PositionBatchResult> {
    const now = clock.now();
    const { fixes, rejected, repeated } = screen(raw, deviceId, now);
    if (fixes.length === 0) return { accepted: 0, duplicates: repeated, rejected };
    // A tracker app has no duty switch: its live reports are the driver's shift. A backlog
    // sent late says nothing about now, and starts nothing. Duty is set before the fixes are
    // folded, so the maps hear of the driver once, sharing.
    const startsShift =
      options.fromTracker === true &&
      fixes.some((fix) => !isLateFix(fix.recordedAt, now)) &&
      (await deps.startTrackerShift(driverId));
    const { stored, overDailyLimit } = settle(driverId, await writes.run({ driverId, now, fixes }));
    if (startsShift) events.emit("driver.duty_changed", { driverId, onDuty: true, by: "tracker" });
    const limit = messages.tracking.dailyFixLimit(dailyFixLimit);
    for (const seq of overDailyLimit) rejected.push({ seq, message: limit });
    return {
      accepted: stored,
      duplicates: repeated + fixes.length - overDailyLimit.length - stored,
      rejected,
    };
  }

  return {
    /** A batch from the signed-in driver's browser. */
    ingestBatch(actor: Actor, batch: { deviceId: string; fixes: unknown[] }) {
      requireRole(actor, "driver", messages.tracking.driversOnly);
      return ingest(actor.userId, batch.deviceId, batch.fixes);
    },

    /** Fixes from a background tracker app, as the driver its device token belongs to. */
    ingestForDevice(driverId: string, deviceId: string, fixes: unknown[]) {
      return ingest(driverId, deviceId, fixes, { fromTracker: true });
    },

    /** A beacon: paused, resumed, stopped or a heartbeat. */
    async recordEvent(actor: Actor, event: TrackingEvent): Promise<void> {
      requireRole(actor, "driver", messages.tracking.driversOnly);
      settle(actor.userId, await writes.run({ driverId: actor.userId, now: clock.now(), event }));
    },
  };
}

/**
 * Folds one driver's uploads, oldest first, into their track: the history rows to insert
 * (with the upload each fix belongs to, null for a stop marker) and the track as it ends,
 * with when it last changed (null if it never did). A fix sent again within the group is
 * the duplicate of its first copy, as it would be of a copy already stored.
 */
function foldUploads(
  driverId: string,
  before: DriverTrack | null,
  uploads: Upload[],
  onDuty: boolean,
  jobId: string | null,
) {
  const rows: Array<{ row: history.HistoryRow; owner: number | null }> = [];
  const seen = new Set<string>();
  let track = before;
  let changedAt: Date | null = null;
  for (const [index, upload] of uploads.entries()) {
    const { now } = upload;
    let next: DriverTrack | null;
    if (upload.event) {
      if (upload.event.type === "stopped") {
        rows.push({ row: stopRow(driverId, upload.event, now), owner: null });
      }
      next = track && applyEvent(track, upload.event, now);
    } else {
      const applied = applyFixes(track, upload.fixes, now);
      const createdAt = now.toISOString();
      for (const [position, fix] of upload.fixes.entries()) {
        const key = fixKey(driverId, fix.deviceId, fix.seq);
        if (seen.has(key)) continue;
        seen.add(key);
        const row = historyRow(driverId, jobId, fix, applied.flags[position]!, now, createdAt);
        rows.push({ row, owner: index });
      }
      next = applied.track;
    }
    if (next && next !== track) {
      track = { ...next, state: stateOf(next, onDuty, now) };
      changedAt = now;
    }
  }
  return { rows, track, changedAt };
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
    ...readingColumnsOf(fix),
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
    ...noReadings,
    flagged: false,
    flag: null,
    recorded_at: new Date(at).toISOString(),
    created_at: now.toISOString(),
    device_id: event.deviceId,
    seq: null,
  };
}

/** The UTC day a group's fixes count against: the day of its last upload's arrival. */
function utcDayOf(uploads: Upload[]): string {
  return uploads[uploads.length - 1]!.now.toISOString().slice(0, 10);
}

/**
 * Holds each driver's uploads in a group to what is left of today's allowance, in the order
 * they arrived: the fixes past it are taken out of their upload and listed (by seq, per
 * upload index) to be refused with the reason. One device in a loop cannot write months of
 * history a day; a phone, even one draining a week's queue, stays well inside.
 */
function withinDailyAllowance(
  uploads: Upload[],
  byDriver: Map<string, number[]>,
  drivers: string[],
  counted: Map<string, number>,
  limit: number,
) {
  const kept = [...uploads];
  const refused = new Map<number, number[]>();
  for (const driverId of drivers) {
    let room = Math.max(0, limit - (counted.get(driverId) ?? 0));
    for (const index of byDriver.get(driverId) ?? []) {
      const upload = kept[index]!;
      if (!upload.fixes) continue;
      if (upload.fixes.length <= room) {
        room -= upload.fixes.length;
        continue;
      }
      refused.set(
        index,
        upload.fixes.slice(room).map((fix) => fix.seq),
      );
      kept[index] = { ...upload, fixes: upload.fixes.slice(0, room) };
      room = 0;
    }
  }
  return { uploads: kept, refused };
}
