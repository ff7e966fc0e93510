import { messages, type TrackingEvent } from "@haulwise/domain";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../auth/actor.js";
import { useTestApp } from "../../test/harness.js";
import {
  DEVICE,
  fixesAlong,
  sendFixes,
  type TestFix,
  trackingCompany,
} from "../../test/tracking.js";
import { createIngestService, type IngestService } from "./ingest.service.js";

const START = new Date("2030-04-01T08:00:00.000Z");
const OTHER_DEVICE = "tracker-app-device-2";
/** Uploads from this device break a rule of the database, as a corrupt row would. */
const POISONED_DEVICE = "poisoned-device-9";

type Upload =
  | { deviceId: string; fixes: TestFix[] }
  | { event: TrackingEvent["type"]; at: Date; deviceId: string };

/**
 * Uploads sent together, as phones on a busy server do: they meet in one group of the ingest,
 * which must answer and store each exactly as if it had come alone.
 */
describe("uploads arriving together", () => {
  const ctx = useTestApp();
  /** An ingest of its own, called directly: calls made in one go are sure to share a group. */
  let ingest: IngestService;

  beforeAll(async () => {
    ingest = createIngestService({
      db: ctx.database.db,
      dialect: ctx.database.dialect,
      clock: ctx.clock,
      events: ctx.events,
      retentionDays: ctx.config.tracking.retentionDays,
      // Browser uploads only: no tracker app's report starts a shift here.
      startTrackerShift: async () => false,
    });
    if (ctx.database.kind === "postgres") {
      await sql
        .raw(`create function refuse_poisoned() returns trigger language plpgsql as $$
          begin
            if new.device_id = '${POISONED_DEVICE}' then raise exception 'poisoned fix'; end if;
            return new;
          end $$`)
        .execute(ctx.database.db);
      await sql
        .raw(`create trigger refuse_poisoned before insert on location_history
          for each row execute function refuse_poisoned()`)
        .execute(ctx.database.db);
    } else {
      await sql
        .raw(`create trigger refuse_poisoned before insert on location_history
          when new.device_id = '${POISONED_DEVICE}'
          begin select raise(abort, 'poisoned fix'); end`)
        .execute(ctx.database.db);
    }
  });

  const historyOf = async (driverId: string) =>
    (
      await ctx.database.db
        .selectFrom("location_history")
        .select([
          "kind",
          "device_id",
          "seq",
          "recorded_at",
          "flagged",
          "flag",
          "latitude",
          "job_id",
        ])
        .where("user_id", "=", driverId)
        .orderBy("recorded_at")
        .orderBy("device_id")
        .orderBy("seq")
        .execute()
    ).map((row) => ({
      ...row,
      seq: row.seq === null ? null : Number(row.seq),
      flagged: Boolean(row.flagged),
    }));

  const trackOf = async (driverId: string) => {
    const row = await ctx.database.db
      .selectFrom("driver_positions")
      .selectAll()
      .where("driver_id", "=", driverId)
      .executeTakeFirst();
    if (!row) return null;
    const { driver_id: _, ...track } = row;
    return track;
  };

  const asDriver = (userId: string) => ({ userId, role: "driver" }) as Actor;

  function send(driverId: string, upload: Upload) {
    return "event" in upload
      ? ingest
          .recordEvent(asDriver(driverId), {
            type: upload.event,
            at: upload.at.toISOString(),
            deviceId: upload.deviceId,
          } as TrackingEvent)
          .then(() => "beacon" as const)
      : ingest.ingestForDevice(driverId, upload.deviceId, upload.fixes);
  }

  it("folds one driver's uploads in one group exactly as one after the other", async () => {
    const { drivers } = await trackingCompany(ctx, { drivers: 2 });
    const [together, alone] = drivers as [(typeof drivers)[0], (typeof drivers)[0]];
    // Both drivers' uploads happen at one instant, so their tracks can be compared whole.
    ctx.clock.freeze();
    ctx.clock.set(new Date(START.getTime() + 6 * 60_000 + 20_000));
    const road = fixesAlong({ start: START, count: 12, stepSeconds: 30 });
    const jump = {
      seq: 13,
      recordedAt: new Date(START.getTime() + 6 * 60_000 + 10_000).toISOString(),
      latitude: 41.8781,
      longitude: -87.6298,
      accuracy: 5,
    };
    const uploads: Upload[] = [
      { deviceId: DEVICE, fixes: road.slice(0, 4) },
      // Overlaps the first: its fix 4 is the first upload's, so a duplicate.
      { deviceId: DEVICE, fixes: road.slice(3, 7) },
      { event: "paused", at: new Date(START.getTime() + 3 * 60_000 + 10_000), deviceId: DEVICE },
      // The same sequence numbers from another device are other fixes.
      { deviceId: OTHER_DEVICE, fixes: road.slice(0, 2) },
      { deviceId: DEVICE, fixes: [...road.slice(7, 10), jump] },
      { event: "stopped", at: new Date(START.getTime() + 5 * 60_000), deviceId: DEVICE },
      // A late backlog, older than the position: history only.
      { deviceId: OTHER_DEVICE, fixes: road.slice(2, 5) },
      { deviceId: DEVICE, fixes: road.slice(9, 12) },
      { deviceId: DEVICE, fixes: road.slice(0, 2) },
    ];

    const heard = new Map<string, string[]>();
    const stop = ctx.events.on("tracking.updated", ({ driverId, position }) => {
      heard.set(driverId, [...(heard.get(driverId) ?? []), position.state]);
    });
    const inOneGroup = await Promise.all(uploads.map((upload) => send(together.userId, upload)));
    const oneByOne = [];
    for (const upload of uploads) oneByOne.push(await send(alone.userId, upload));
    await ctx.events.settled();
    stop();

    expect(inOneGroup).toEqual(oneByOne);
    expect(oneByOne.slice(0, 2)).toEqual([
      { accepted: 4, duplicates: 0, rejected: [] },
      { accepted: 3, duplicates: 1, rejected: [] },
    ]);
    expect(oneByOne.at(-1)).toEqual({ accepted: 0, duplicates: 2, rejected: [] });
    const stored = await historyOf(together.userId);
    expect(stored).toEqual(await historyOf(alone.userId));
    // Twelve fixes and a jump from one device, five from the other, and one stop marker.
    expect(stored).toHaveLength(19);
    expect(await trackOf(together.userId)).toEqual(await trackOf(alone.userId));
    expect((await trackOf(together.userId))?.latitude).toBe(road[11]!.latitude);
    // One announcement for the group, with where the driver ended up; one per change alone.
    expect(heard.get(together.userId)).toEqual(["moving"]);
    expect(heard.get(alone.userId)!.length).toBeGreaterThan(1);
    expect(heard.get(alone.userId)!.at(-1)).toBe("moving");
  });

  it("answers each driver's uploads in a shared group with their own counts", async () => {
    const { drivers } = await trackingCompany(ctx, { drivers: 3 });
    ctx.clock.set(new Date(START.getTime() + 10 * 60_000));
    const road = fixesAlong({ start: START, count: 6 });
    const results = await Promise.all(
      drivers.flatMap((driver, index) => [
        ingest.ingestForDevice(driver.userId, DEVICE, road.slice(0, 3 + index)),
        ingest.ingestForDevice(driver.userId, DEVICE, road.slice(2)),
      ]),
    );
    expect(results).toEqual(
      drivers.flatMap((_, index) => [
        { accepted: 3 + index, duplicates: 0, rejected: [] },
        { accepted: 3 - index, duplicates: 1 + index, rejected: [] },
      ]),
    );
    for (const driver of drivers) {
      expect((await historyOf(driver.userId)).map((row) => row.seq)).toEqual([1, 2, 3, 4, 5, 6]);
      expect((await trackOf(driver.userId))?.latitude).toBe(road[5]!.latitude);
    }
  });

  it("refuses a group's upload from someone who is not a driver, and only that one", async () => {
    const { contractor, driver } = await trackingCompany(ctx);
    ctx.clock.set(new Date(START.getTime() + 10 * 60_000));
    const road = fixesAlong({ start: START, count: 2 });
    const [refused, taken] = await Promise.allSettled([
      ingest.ingestForDevice(contractor.userId, DEVICE, road),
      ingest.ingestForDevice(driver.userId, DEVICE, road),
    ]);
    expect(refused).toMatchObject({
      status: "rejected",
      reason: { message: messages.tracking.driversOnly },
    });
    expect(taken).toEqual({
      status: "fulfilled",
      value: { accepted: 2, duplicates: 0, rejected: [] },
    });
    expect(await historyOf(contractor.userId)).toEqual([]);
  });

  it("commits the rest of a group when one upload fails", async () => {
    const { drivers } = await trackingCompany(ctx, { drivers: 2 });
    const [first, second] = drivers as [(typeof drivers)[0], (typeof drivers)[0]];
    ctx.clock.set(new Date(START.getTime() + 10 * 60_000));
    const road = fixesAlong({ start: START, count: 4 });
    const settled = await Promise.allSettled([
      ingest.ingestForDevice(first.userId, DEVICE, road.slice(0, 2)),
      ingest.ingestForDevice(first.userId, POISONED_DEVICE, road),
      ingest.ingestForDevice(first.userId, DEVICE, road.slice(2)),
      ingest.ingestForDevice(second.userId, DEVICE, road),
    ]);
    expect(settled.map((result) => result.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    expect(settled[3]).toMatchObject({ value: { accepted: 4, duplicates: 0 } });
    for (const driver of drivers) {
      expect(await historyOf(driver.userId)).toMatchObject(
        road.map((fix) => ({ device_id: DEVICE, seq: fix.seq })),
      );
      expect((await trackOf(driver.userId))?.latitude).toBe(road[3]!.latitude);
    }
  });

  it("lets two servers ingest for the same drivers at once, each fix stored once", async () => {
    const { drivers } = await trackingCompany(ctx, { drivers: 2 });
    const [first, second] = drivers as [(typeof drivers)[0], (typeof drivers)[0]];
    const elsewhere = createIngestService({
      db: ctx.database.db,
      dialect: ctx.database.dialect,
      clock: ctx.clock,
      events: ctx.events,
      retentionDays: ctx.config.tracking.retentionDays,
      // Browser uploads only: no tracker app's report starts a shift here.
      startTrackerShift: async () => false,
    });
    ctx.clock.set(new Date(START.getTime() + 10 * 60_000));
    const road = fixesAlong({ start: START, count: 6 });
    // Each server's group holds both drivers, queued in opposite orders.
    const results = await Promise.all([
      ingest.ingestForDevice(second.userId, DEVICE, road.slice(0, 4)),
      ingest.ingestForDevice(first.userId, DEVICE, road.slice(0, 4)),
      elsewhere.ingestForDevice(first.userId, DEVICE, road.slice(2)),
      elsewhere.ingestForDevice(second.userId, DEVICE, road.slice(2)),
    ]);
    expect(results.map((result) => result.accepted + result.duplicates)).toEqual([4, 4, 4, 4]);
    for (const driver of [first, second]) {
      const stored = await historyOf(driver.userId);
      expect(stored.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5, 6]);
      expect((await trackOf(driver.userId))?.latitude).toBe(road[5]!.latitude);
    }
    expect(results.reduce((sum, result) => sum + result.accepted, 0)).toBe(12);
  });

  it("through the API, answers uploads sent at once each with its counts, and stores each fix once", async () => {
    const { drivers } = await trackingCompany(ctx, { drivers: 3 });
    ctx.clock.set(new Date(START.getTime() + 10 * 60_000));
    const road = fixesAlong({ start: START, count: 9 });
    const responses = await Promise.all(
      drivers.flatMap((driver) => [
        sendFixes(driver, road.slice(0, 3)),
        sendFixes(driver, road.slice(3, 6)),
        sendFixes(driver, road.slice(6, 9), OTHER_DEVICE),
        // The same batch twice: whichever comes first stores it.
        sendFixes(driver, road.slice(6, 9)),
        sendFixes(driver, road.slice(6, 9)),
      ]),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const answers = responses.map((response) => response.json());
    for (const [index, driver] of drivers.entries()) {
      const mine = answers.slice(index * 5, index * 5 + 5);
      expect(mine.slice(0, 3)).toEqual(
        Array.from({ length: 3 }, () => ({ accepted: 3, duplicates: 0, rejected: [] })),
      );
      expect(mine.slice(3).sort((a, b) => b.accepted - a.accepted)).toEqual([
        { accepted: 3, duplicates: 0, rejected: [] },
        { accepted: 0, duplicates: 3, rejected: [] },
      ]);
      const stored = await historyOf(driver.userId);
      expect(stored).toHaveLength(12);
      expect(new Set(stored.map((row) => `${row.device_id}:${row.seq}`)).size).toBe(12);
      expect((await trackOf(driver.userId))?.latitude).toBe(road[8]!.latitude);
    }
  });

  it("through the API, answers the others when one upload sent with them fails", async () => {
    const { drivers } = await trackingCompany(ctx, { drivers: 2 });
    const [first, second] = drivers as [(typeof drivers)[0], (typeof drivers)[0]];
    ctx.clock.set(new Date(START.getTime() + 10 * 60_000));
    const road = fixesAlong({ start: START, count: 4 });
    const [good, poisoned, other] = await Promise.all([
      sendFixes(first, road.slice(0, 2)),
      sendFixes(first, road.slice(2), POISONED_DEVICE),
      sendFixes(second, road),
    ]);
    expect(good!.json()).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
    expect(poisoned!.statusCode).toBe(500);
    expect(other!.json()).toEqual({ accepted: 4, duplicates: 0, rejected: [] });
    expect(await historyOf(first.userId)).toHaveLength(2);
    expect(await historyOf(second.userId)).toHaveLength(4);
  });
});
