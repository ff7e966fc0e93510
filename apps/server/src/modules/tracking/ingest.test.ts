import { messages, TRACKING } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import type { DomainEvent } from "../../events/bus.js";
import { createVerifiedUser } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";
import { DEVICE, fixesAlong, sendBeacon, sendFixes, trackingCompany } from "../../test/tracking.js";

const START = new Date("2030-03-01T08:00:00.000Z");

describe("position ingest", () => {
  const ctx = useTestApp();

  const historyOf = (driverId: string) =>
    ctx.database.db
      .selectFrom("location_history")
      .select(["seq", "device_id", "flagged", "flag", "kind", "job_id", "latitude"])
      .where("user_id", "=", driverId)
      .orderBy("recorded_at")
      .execute();

  const myPosition = async (driver: {
    client: { get(url: string): Promise<{ json(): unknown }> };
  }) =>
    (await driver.client.get("/api/me/position")).json() as {
      latitude: number;
      recordedAt: string;
      state: string;
    } | null;

  it("stores a batch once, however often it is sent", async () => {
    const { driver, job } = await trackingCompany(ctx);
    ctx.clock.set(new Date(START.getTime() + 20_000));
    const fixes = fixesAlong({ start: START, count: 3 });

    const first = await sendFixes(driver, fixes);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
    const again = await sendFixes(driver, fixes);
    expect(again.json()).toEqual({ accepted: 0, duplicates: 3, rejected: [] });
    // A retry that overlaps a newer batch stores only what is new.
    const overlapping = await sendFixes(driver, fixesAlong({ start: START, count: 5 }));
    expect(overlapping.json()).toEqual({ accepted: 2, duplicates: 3, rejected: [] });

    const stored = await historyOf(driver.userId);
    expect(stored.map((row) => Number(row.seq))).toEqual([1, 2, 3, 4, 5]);
    expect(stored.every((row) => row.device_id === DEVICE && row.job_id === job.id)).toBe(true);
    expect(await myPosition(driver)).toMatchObject({
      latitude: fixesAlong({ start: START, count: 5 })[4]!.latitude,
      state: "moving",
    });
  });

  it("stores each fix's time in UTC and takes a batch in time order, however it was written", async () => {
    const { driver } = await trackingCompany(ctx);
    ctx.clock.set(new Date(START.getTime() + 20_000));
    const [first, second, third] = fixesAlong({ start: START, count: 3 });
    const inParis = (iso: string) =>
      new Date(Date.parse(iso) + 3_600_000).toISOString().replace("Z", "+01:00");
    const response = await sendFixes(driver, [
      { ...third!, recordedAt: inParis(third!.recordedAt) },
      first,
      { ...second!, recordedAt: inParis(second!.recordedAt) },
    ]);
    expect(response.json()).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
    const stored = await ctx.database.db
      .selectFrom("location_history")
      .select(["seq", "recorded_at"])
      .where("user_id", "=", driver.userId)
      .orderBy("recorded_at")
      .execute();
    expect(stored.map((row) => [Number(row.seq), row.recorded_at])).toEqual(
      [first, second, third].map((fix) => [fix!.seq, new Date(fix!.recordedAt).toISOString()]),
    );
    expect((await myPosition(driver))?.latitude).toBe(third!.latitude);
  });

  it("lists each bad fix with why and stores the rest", async () => {
    const { driver } = await trackingCompany(ctx);
    ctx.clock.set(new Date(START.getTime() + 60_000));
    const [good, alsoGood] = fixesAlong({ start: START, count: 2 });
    const response = await sendFixes(driver, [
      good,
      { ...alsoGood, seq: 10, latitude: 91 },
      { ...alsoGood, seq: 11, latitude: 0, longitude: 0 },
      { ...alsoGood, seq: 12, recordedAt: new Date(START.getTime() + 60 * 60_000).toISOString() },
      { ...alsoGood, seq: 13, recordedAt: "2000-01-01T00:00:00Z" },
      { latitude: 1 },
      { ...alsoGood, seq: 14, driverId: "someone-else" },
      alsoGood,
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      accepted: 2,
      duplicates: 0,
      rejected: [
        { seq: 10, message: "Latitude must be between -90 and 90" },
        { seq: 11, message: messages.tracking.nullIsland },
        { seq: 12, message: messages.tracking.fixInFuture },
        { seq: 13, message: messages.tracking.fixTooOld(TRACKING.maxFixAgeDays) },
        { seq: null, message: expect.any(String) },
        { seq: 14, message: expect.stringMatching(/driverId/) },
      ],
    });
    expect(await historyOf(driver.userId)).toHaveLength(2);
  });

  it("refuses a malformed upload as a whole with a message a person can act on", async () => {
    const { driver } = await trackingCompany(ctx);
    const fixes = fixesAlong({ start: START, count: 1 });
    const cases: Array<[unknown, RegExp]> = [
      [{ deviceId: "x", fixes }, /8 to 64/],
      [{ deviceId: DEVICE, fixes: [] }, /at least one fix/],
      [
        {
          deviceId: DEVICE,
          fixes: Array.from({ length: TRACKING.batchMaxFixes + 1 }, () => fixes[0]),
        },
        /at most 500/,
      ],
      [{ deviceId: DEVICE, fixes, driverId: "someone-else" }, /driverId/],
    ];
    for (const [body, message] of cases) {
      const response = await driver.client.post("/api/positions", body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().error)).toMatch(message);
    }
    expect(await historyOf(driver.userId)).toEqual([]);
  });

  it("takes positions only from a signed-in driver, as that driver", async () => {
    const { contractor } = await trackingCompany(ctx);
    const fixes = fixesAlong({ start: START, count: 1 });
    const anonymous = await ctx.app.inject({
      method: "POST",
      url: "/api/positions",
      payload: { deviceId: DEVICE, fixes },
    });
    expect(anonymous.statusCode).toBe(401);
    const asContractor = await sendFixes(contractor, fixes);
    expect(asContractor.statusCode).toBe(403);
    expect(asContractor.json().error.message).toBe(messages.tracking.driversOnly);
    const unassigned = await createVerifiedUser(ctx, { role: "driver" });
    ctx.clock.set(new Date(START.getTime() + 10_000));
    expect((await sendFixes(unassigned, fixes)).json()).toMatchObject({ accepted: 1 });
  });

  it("keeps a jump in history, flagged, and never shows it as current", async () => {
    const { driver } = await trackingCompany(ctx);
    ctx.clock.set(new Date(START.getTime() + 60_000));
    const track = fixesAlong({ start: START, count: 3, stepSeconds: 10 });
    // Chicago in San Francisco's next ten seconds.
    const jump = {
      seq: 4,
      recordedAt: new Date(START.getTime() + 30_000).toISOString(),
      latitude: 41.8781,
      longitude: -87.6298,
      accuracy: 5,
    };
    const rough = {
      ...track[2]!,
      seq: 5,
      recordedAt: new Date(START.getTime() + 40_000).toISOString(),
      accuracy: 5_000,
    };
    expect((await sendFixes(driver, [...track, jump, rough])).json()).toMatchObject({
      accepted: 5,
    });
    const stored = await historyOf(driver.userId);
    expect(stored.map((row) => [Number(row.seq), Boolean(row.flagged), row.flag])).toEqual([
      [1, false, null],
      [2, false, null],
      [3, false, null],
      [4, true, "jump"],
      [5, true, "inaccurate"],
    ]);
    expect(await myPosition(driver)).toMatchObject({ latitude: track[2]!.latitude });
  });

  it("never moves a driver backwards when a late backlog arrives", async () => {
    const { driver } = await trackingCompany(ctx);
    ctx.clock.set(new Date(START.getTime() + 10 * 60_000));
    const fixes = fixesAlong({ start: START, count: 10, stepSeconds: 60 });
    await sendFixes(driver, fixes.slice(8), "phone-browser-a");
    const newest = await myPosition(driver);
    expect((await sendFixes(driver, fixes.slice(0, 8), "phone-browser-a")).json()).toMatchObject({
      accepted: 8,
    });
    expect(await myPosition(driver)).toEqual(newest);
    expect(await historyOf(driver.userId)).toHaveLength(10);
  });

  it("announces a batch once, with its newest fix, to the driver's company and jobs", async () => {
    const { driver, job, companyId } = await trackingCompany(ctx);
    await ctx.events.settled();
    const seen: DomainEvent<"tracking.updated">[] = [];
    const stop = ctx.events.on("tracking.updated", (_payload, event) => {
      if (event.payload.driverId === driver.userId) seen.push(event);
    });
    ctx.clock.set(new Date(START.getTime() + 60_000));
    const fixes = fixesAlong({ start: START, count: 4 });
    await sendFixes(driver, fixes);
    await sendFixes(driver, fixes);
    await ctx.events.settled();
    stop();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.payload).toMatchObject({
      companyId,
      jobIds: [job.id],
      position: { latitude: fixes[3]!.latitude, name: "Driver1 Lane", state: "moving" },
    });
  });

  it("shows a hidden page as paused, a fix as moving again, and a stop as stopped", async () => {
    const { driver } = await trackingCompany(ctx);
    ctx.clock.set(new Date(START.getTime() + 30_000));
    await sendFixes(driver, fixesAlong({ start: START, count: 2 }));
    expect(
      (await sendBeacon(driver, "paused", new Date(START.getTime() + 20_000))).statusCode,
    ).toBe(204);
    expect(await myPosition(driver)).toMatchObject({ state: "paused" });
    await sendFixes(
      driver,
      fixesAlong({ start: new Date(START.getTime() + 25_000), count: 1, firstSeq: 3 }),
    );
    expect(await myPosition(driver)).toMatchObject({ state: "moving" });
    await sendBeacon(driver, "stopped", new Date(START.getTime() + 29_000));
    expect(await myPosition(driver)).toMatchObject({ state: "stopped" });
    const stops = (await historyOf(driver.userId)).filter((row) => row.kind === "stop");
    expect(stops).toHaveLength(1);
    // A beacon older than the position says nothing new.
    await sendBeacon(driver, "resumed", new Date(START.getTime() + 1_000));
    expect(await myPosition(driver)).toMatchObject({ state: "stopped" });
  });

  it("refuses beacons that are not well formed", async () => {
    const { driver } = await trackingCompany(ctx);
    const bad = await driver.client.post("/api/positions/events", {
      deviceId: DEVICE,
      type: "teleported",
      at: START.toISOString(),
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/Unknown tracking event/);
    const plain = await driver.client.request("POST", "/api/positions/events", {
      payload: JSON.stringify({ deviceId: DEVICE, type: "paused", at: START.toISOString() }),
      headers: { "content-type": "text/plain" },
    });
    expect(plain.statusCode).toBe(415);
  });
});

describe("how much history one driver may write", () => {
  const LIMIT = 1_000;
  const ctx = useTestApp({ TRACKING_DAILY_FIX_LIMIT: String(LIMIT) });
  const DAY_MS = 86_400_000;

  const storedCount = async (driverId: string) =>
    Number(
      (
        await ctx.database.db
          .selectFrom("location_history")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("user_id", "=", driverId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("takes a week-old backlog, and refuses a fix dated further back with the reason", async () => {
    const { driver } = await trackingCompany(ctx);
    const now = new Date(START.getTime() + 30 * DAY_MS);
    ctx.clock.set(now);
    const weekAgo = fixesAlong({ start: new Date(now.getTime() - 6.9 * DAY_MS), count: 2 });
    const older = fixesAlong({
      start: new Date(now.getTime() - 8 * DAY_MS),
      count: 2,
      firstSeq: 10,
    });
    const months = fixesAlong({
      start: new Date(now.getTime() - 170 * DAY_MS),
      count: 1,
      firstSeq: 20,
    });
    const response = await sendFixes(driver, [...weekAgo, ...older, ...months]);
    const tooOld = messages.tracking.fixTooOld(7);
    expect(response.json()).toEqual({
      accepted: 2,
      duplicates: 0,
      rejected: [
        { seq: 10, message: tooOld },
        { seq: 11, message: tooOld },
        { seq: 20, message: tooOld },
      ],
    });
    expect(tooOld).toBe(
      "This fix is more than 7 days old; positions are taken up to 7 days after they were recorded",
    );
    expect(await storedCount(driver.userId)).toBe(2);
  });

  it("stores at most the day's allowance per driver, whatever the devices, and again the next day", async () => {
    const { driver } = await trackingCompany(ctx);
    const other = await trackingCompany(ctx);
    const now = new Date(START.getTime() + 40 * DAY_MS + 3_600_000);
    ctx.clock.set(now);
    const batch = (firstSeq: number, start = new Date(now.getTime() - 3_600_000)) =>
      fixesAlong({ start, count: 400, firstSeq, stepSeconds: 2, stepMetres: 5 });

    // Two devices, sent at once: 800 fixes, all within the day's 1,000.
    const [phone, tablet] = await Promise.all([
      sendFixes(driver, batch(1), "phone-device-01"),
      sendFixes(driver, batch(1), "tablet-device-1"),
    ]);
    expect(phone.json().accepted + tablet.json().accepted).toBe(800);

    // The next 400 go past it: 200 are stored, 200 refused with the reason, newest last.
    const past = await sendFixes(driver, batch(1_000), "phone-device-01");
    const limit = messages.tracking.dailyFixLimit(LIMIT);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ accepted: 200, duplicates: 0 });
    expect(past.json().rejected).toHaveLength(200);
    expect(past.json().rejected[0]).toEqual({ seq: 1_200, message: limit });
    expect(limit).toBe(
      "This driver's devices have sent 1,000 positions today, the most one day keeps; positions are taken again after midnight UTC",
    );
    const full = await sendFixes(driver, batch(2_000), "another-device-1");
    expect(full.json()).toMatchObject({ accepted: 0 });
    expect(full.json().rejected).toHaveLength(400);
    expect(await storedCount(driver.userId)).toBe(LIMIT);

    // Another driver has their own allowance.
    expect((await sendFixes(other.driver, batch(1))).json().accepted).toBe(400);

    // A tracker app's report past it is answered, not stored, so the app drops it.
    const token = (await driver.client.post("/api/me/device-tokens", { name: "Traccar" })).json()
      .token;
    const report = await ctx.app.inject({
      method: "GET",
      url: `/api/osmand?id=${token}&lat=37.8&lon=-122.4`,
      remoteAddress: "10.9.9.9",
    });
    expect(report.statusCode).toBe(200);
    expect(report.json().rejected).toEqual([{ seq: expect.any(Number), message: limit }]);

    // A new UTC day, a new allowance.
    const tomorrow = new Date(Date.parse(now.toISOString().slice(0, 10)) + DAY_MS + 60_000);
    ctx.clock.set(tomorrow);
    const next = await sendFixes(driver, batch(3_000, new Date(tomorrow.getTime() - 900_000)));
    expect(next.json()).toMatchObject({ accepted: 400, rejected: [] });
  });
});
