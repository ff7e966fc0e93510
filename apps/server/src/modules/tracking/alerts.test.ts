import { NOTIFICATION_TYPES, notificationTexts, TRACKING } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import type { DomainEvent } from "../../events/bus.js";
import type { TestClient } from "../../test/client.js";
import { createVerifiedUser } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";
import { notificationsOf } from "../../test/notifications.js";
import { sendBeacon, sendFixes, setDuty, trackingCompany } from "../../test/tracking.js";
import { findSweepRows } from "./alerts.repo.js";

const MINUTE = 60_000;
const SITE = { latitude: 37.7749, longitude: -122.4194 };

describe("idle and stopped-sharing alerts", () => {
  const ctx = useTestApp();
  let day = Date.parse("2030-04-01T07:00:00.000Z");

  /** Each test gets its own stretch of time, so one test's evidence is stale in the next. */
  function freshStart() {
    day += 24 * 60 * MINUTE;
    return day;
  }

  const sweep = (at: number) => {
    const worker = ctx.workers.workers.find((w) => w.name === "tracking-alert-sweep")!;
    return worker.tick(new Date(at));
  };

  /** A fix sent live: the server's clock reads a second after the device took it. */
  async function liveFix(
    driver: { client: TestClient },
    at: number,
    seq: number,
    where: { latitude: number; longitude: number; accuracy?: number } = SITE,
  ) {
    ctx.clock.set(new Date(at + 1_000));
    const response = await sendFixes(driver, [
      { seq, recordedAt: new Date(at).toISOString(), accuracy: 5, ...where },
    ]);
    expect(response.json()).toMatchObject({ accepted: 1 });
  }

  /** A fix every minute at the site from `from` for `minutes` minutes. */
  async function standStill(
    driver: { client: TestClient },
    from: number,
    minutes: number,
    firstSeq = 1,
  ) {
    for (let minute = 0; minute <= minutes; minute++) {
      await liveFix(driver, from + minute * MINUTE, firstSeq + minute);
    }
  }

  const alertsOf = async (contractor: { client: TestClient }) =>
    (await contractor.client.get("/api/tracking/alerts")).json().alerts as Array<{
      driverId: string;
      kind: string;
      driverName: string;
    }>;

  const ofType = async (person: { client: TestClient }, type: string) =>
    (await notificationsOf(ctx, person)).filter((n) => n.type === type);

  it("raises one idle alert after ten minutes in one place while sharing, and clears it on moving", async () => {
    const { contractor, driver } = await trackingCompany(ctx);
    const start = freshStart();
    await standStill(driver, start, 9);
    await sweep(start + 9 * MINUTE + 5_000);
    expect(await alertsOf(contractor)).toEqual([]);

    await liveFix(driver, start + 10 * MINUTE, 20);
    await sweep(start + 10 * MINUTE + 5_000);
    await ctx.events.settled();
    expect(await alertsOf(contractor)).toMatchObject([
      { driverId: driver.userId, kind: "idle", driverName: "Driver1 Lane" },
    ]);
    const told = await ofType(contractor, NOTIFICATION_TYPES.driverIdle);
    expect(told).toMatchObject([
      {
        ...notificationTexts.driverIdle("Driver1 Lane"),
        link: "/contractor-dashboard?tab=tracking",
      },
    ]);

    // Still idle a minute later: no second alert, no second notification.
    await liveFix(driver, start + 11 * MINUTE, 21);
    await sweep(start + 11 * MINUTE + 5_000);
    await ctx.events.settled();
    expect(await alertsOf(contractor)).toHaveLength(1);
    expect(await ofType(contractor, NOTIFICATION_TYPES.driverIdle)).toHaveLength(1);

    await liveFix(driver, start + 12 * MINUTE, 22, {
      latitude: SITE.latitude + 0.002,
      longitude: SITE.longitude,
    });
    await sweep(start + 12 * MINUTE + 5_000);
    expect(await alertsOf(contractor)).toEqual([]);
    expect(await ofType(driver, NOTIFICATION_TYPES.driverIdle)).toEqual([]);
  });

  it("counts GPS noise within 1.5 × the reported accuracy as staying put", async () => {
    const { contractor, driver } = await trackingCompany(ctx);
    const start = freshStart();
    for (let minute = 0; minute <= 10; minute++) {
      // About 33 m either side of the site, reported ±30 m: inside the 45 m radius.
      const offset = minute % 2 === 0 ? 0.0003 : -0.0003;
      await liveFix(driver, start + minute * MINUTE, minute + 1, {
        latitude: SITE.latitude + offset / 2,
        longitude: SITE.longitude,
        accuracy: 30,
      });
    }
    await sweep(start + 10 * MINUTE + 5_000);
    expect(await alertsOf(contractor)).toMatchObject([{ kind: "idle" }]);
  });

  it("calls silence 'paused', announces it, and never calls it idle", async () => {
    const { contractor, driver, companyId } = await trackingCompany(ctx);
    const start = freshStart();
    await standStill(driver, start, 2);
    await ctx.events.settled();
    const seen: DomainEvent<"tracking.updated">[] = [];
    const stop = ctx.events.on("tracking.updated", (_p, event) => {
      if (event.payload.driverId === driver.userId) seen.push(event);
    });
    // Twenty minutes with Haulwise hidden: nothing arrives.
    await sweep(start + 22 * MINUTE);
    await ctx.events.settled();
    stop();
    expect(await alertsOf(contractor)).toEqual([]);
    expect(seen.map((e) => [e.payload.companyId, e.payload.position.state])).toEqual([
      [companyId, "paused"],
    ]);
    ctx.clock.set(new Date(start + 22 * MINUTE));
    expect((await driver.client.get("/api/me/position")).json()).toMatchObject({ state: "paused" });
  });

  it("starts the idle clock again when the app is reopened after a silence, not from before it closed", async () => {
    const { contractor, driver } = await trackingCompany(ctx);
    const start = freshStart();
    // Two minutes at the pit, then the app is closed for ten and a half minutes.
    await standStill(driver, start, 2);
    const closedAt = start + 2 * MINUTE + 10_000;
    ctx.clock.set(new Date(closedAt));
    await sendBeacon(driver, "stopped", new Date(closedAt));
    // Reopened at the same spot: the app says it is back, then its first fix arrives.
    const reopenedAt = closedAt + 10.5 * MINUTE;
    ctx.clock.set(new Date(reopenedAt));
    await sendBeacon(driver, "resumed", new Date(reopenedAt));
    await standStill(driver, reopenedAt + 2_000, 1, 10);
    await sweep(reopenedAt + MINUTE + 5_000);
    await ctx.events.settled();
    expect(await alertsOf(contractor)).toEqual([]);
    expect(await ofType(contractor, NOTIFICATION_TYPES.driverIdle)).toEqual([]);
    ctx.clock.set(new Date(reopenedAt + MINUTE + 5_000));
    expect((await driver.client.get("/api/me/position")).json()).toMatchObject({ state: "moving" });

    // Ten minutes at the spot counted from the first new fix is idle again.
    await standStill(driver, reopenedAt + 2 * MINUTE + 2_000, 7, 20);
    await sweep(reopenedAt + 9 * MINUTE + 50_000);
    expect(await alertsOf(contractor)).toEqual([]);
    await liveFix(driver, reopenedAt + 10 * MINUTE + 3_000, 40);
    await sweep(reopenedAt + 10 * MINUTE + 5_000);
    expect(await alertsOf(contractor)).toMatchObject([{ kind: "idle" }]);
  });

  it("starts the idle clock again after a lunch break with the phone locked", async () => {
    const { contractor, driver } = await trackingCompany(ctx);
    const start = freshStart();
    await standStill(driver, start, 5);
    const hiddenAt = start + 5 * MINUTE + 10_000;
    ctx.clock.set(new Date(hiddenAt));
    await sendBeacon(driver, "paused", new Date(hiddenAt));
    const shownAt = hiddenAt + 30 * MINUTE;
    ctx.clock.set(new Date(shownAt));
    await sendBeacon(driver, "resumed", new Date(shownAt));
    // Before the first fix is in, the driver is not idle either.
    await sweep(shownAt + 1_000);
    expect(await alertsOf(contractor)).toEqual([]);
    await standStill(driver, shownAt + 5_000, 2, 10);
    await sweep(shownAt + 2 * MINUTE + 10_000);
    expect(await alertsOf(contractor)).toEqual([]);
  });

  it("keeps the idle clock through a short pause: the driver was seen moments ago", async () => {
    const { contractor, driver } = await trackingCompany(ctx);
    const start = freshStart();
    await standStill(driver, start, 8);
    const hiddenAt = start + 8 * MINUTE + 10_000;
    ctx.clock.set(new Date(hiddenAt));
    await sendBeacon(driver, "paused", new Date(hiddenAt));
    const shownAt = hiddenAt + MINUTE;
    ctx.clock.set(new Date(shownAt));
    await sendBeacon(driver, "resumed", new Date(shownAt));
    await standStill(driver, shownAt + 5_000, 1, 20);
    await sweep(shownAt + MINUTE + 10_000);
    expect(await alertsOf(contractor)).toMatchObject([{ kind: "idle" }]);
  });

  it("never raises an alert from a backlog that arrives late", async () => {
    const { contractor, driver } = await trackingCompany(ctx);
    const start = freshStart();
    // Fifteen minutes at the site, queued offline and sent five minutes after the last fix.
    ctx.clock.set(new Date(start + 20 * MINUTE));
    const backlog = Array.from({ length: 16 }, (_, minute) => ({
      seq: minute + 1,
      recordedAt: new Date(start + minute * MINUTE).toISOString(),
      accuracy: 5,
      ...SITE,
    }));
    expect((await sendFixes(driver, backlog)).json()).toMatchObject({ accepted: 16 });
    await sweep(start + 20 * MINUTE + 5_000);
    expect(await alertsOf(contractor)).toEqual([]);
  });

  it("alerts only about drivers working an open job", async () => {
    const { contractor, driver, job } = await trackingCompany(ctx);
    await contractor.client.delete(`/api/jobs/${job.id}/drivers/${driver.userId}`);
    const start = freshStart();
    await standStill(driver, start, 10);
    await sweep(start + 10 * MINUTE + 5_000);
    expect(await alertsOf(contractor)).toEqual([]);
  });

  it("tells contractors once a closed page stays closed, and nobody of a reload", async () => {
    const { contractor, driver } = await trackingCompany(ctx);
    const colleague = await createVerifiedUser(ctx, { role: "contractor" });
    const start = freshStart();
    await standStill(driver, start, 1);
    const stateOnMap = async () =>
      (await contractor.client.get("/api/tracking/positions")).json().positions[0]?.state;

    // A reload (or the app updating itself): the page closes and is back within seconds.
    const reloadAt = start + 2 * MINUTE;
    ctx.clock.set(new Date(reloadAt));
    await sendBeacon(driver, "stopped", new Date(reloadAt));
    await ctx.events.settled();
    expect(await stateOnMap()).toBe("stopped");
    ctx.clock.set(new Date(reloadAt + 3_000));
    await sendBeacon(driver, "resumed", new Date(reloadAt + 3_000));
    ctx.clock.set(new Date(reloadAt + TRACKING.stoppedGraceMs + 1_000));
    await ctx.delayed.runDue();
    await sweep(reloadAt + TRACKING.stoppedGraceMs + 2_000);
    await ctx.events.settled();
    expect(await alertsOf(contractor)).toEqual([]);
    expect(await ofType(contractor, NOTIFICATION_TYPES.stoppedSharing)).toEqual([]);

    // Closed for good: told once the grace has passed, without waiting for the sweep.
    const closedAt = start + 3 * MINUTE;
    ctx.clock.set(new Date(closedAt));
    await sendBeacon(driver, "stopped", new Date(closedAt));
    await ctx.events.settled();
    ctx.clock.set(new Date(closedAt + TRACKING.stoppedGraceMs - 1_000));
    await ctx.delayed.runDue();
    await sweep(closedAt + TRACKING.stoppedGraceMs - 1_000);
    expect(await alertsOf(contractor)).toEqual([]);
    ctx.clock.set(new Date(closedAt + TRACKING.stoppedGraceMs + 1_000));
    await ctx.delayed.runDue();
    await ctx.events.settled();
    expect(await alertsOf(contractor)).toMatchObject([{ kind: "stopped" }]);
    const told = await ofType(contractor, NOTIFICATION_TYPES.stoppedSharing);
    expect(told).toMatchObject([notificationTexts.stoppedSharing("Driver1 Lane")]);
    expect(told[0]!.title).toBe("Driver1 Lane has stopped sharing location");
    expect(await ofType(colleague, NOTIFICATION_TYPES.stoppedSharing)).toEqual([]);

    // The page closes again before anything was sent: still one alert, kept open meanwhile.
    const again = closedAt + TRACKING.stoppedGraceMs + 10_000;
    ctx.clock.set(new Date(again));
    await sendBeacon(driver, "stopped", new Date(again));
    await sweep(again + 1_000);
    expect(await alertsOf(contractor)).toMatchObject([{ kind: "stopped" }]);
    ctx.clock.set(new Date(again + TRACKING.stoppedGraceMs + 1_000));
    await ctx.delayed.runDue();
    await sweep(start + 5 * MINUTE);
    await ctx.events.settled();
    expect(await ofType(contractor, NOTIFICATION_TYPES.stoppedSharing)).toHaveLength(1);

    await liveFix(driver, start + 6 * MINUTE, 10);
    await sweep(start + 6 * MINUTE + 5_000);
    expect(await alertsOf(contractor)).toEqual([]);
  });

  it("tells the sweep's round a closed page was closed long enough, if no delayed check ran", async () => {
    const { contractor, driver } = await trackingCompany(ctx);
    const start = freshStart();
    await standStill(driver, start, 1);
    ctx.clock.set(new Date(start + 2 * MINUTE));
    await sendBeacon(driver, "stopped", new Date(start + 2 * MINUTE));
    // The instance that heard the beacon stopped before its check: the leader's sweep tells.
    ctx.delayed.cancelAll();
    await sweep(start + 2 * MINUTE + 5_000);
    expect(await alertsOf(contractor)).toEqual([]);
    await sweep(start + 3 * MINUTE);
    await ctx.events.settled();
    expect(await alertsOf(contractor)).toMatchObject([{ kind: "stopped" }]);
    expect(await ofType(contractor, NOTIFICATION_TYPES.stoppedSharing)).toHaveLength(1);
  });

  it("tells contractors at once that a driver went off duty, and ends their alerts", async () => {
    const { contractor, driver } = await trackingCompany(ctx);
    const start = freshStart();
    await standStill(driver, start, 1);
    ctx.clock.set(new Date(start + 2 * MINUTE));
    // What the tracker sends on the switch: "stopped", then the duty change.
    await sendBeacon(driver, "stopped", new Date(start + 2 * MINUTE));
    await setDuty(driver, false);
    await ctx.events.settled();
    const told = await ofType(contractor, NOTIFICATION_TYPES.stoppedSharing);
    expect(told).toMatchObject([notificationTexts.stoppedSharing("Driver1 Lane")]);
    expect(await alertsOf(contractor)).toEqual([]);
    // The beacon's own check finds the driver off duty: nothing more to say.
    ctx.clock.set(new Date(start + 3 * MINUTE));
    await ctx.delayed.runDue();
    await sweep(start + 3 * MINUTE);
    await ctx.events.settled();
    expect(await ofType(contractor, NOTIFICATION_TYPES.stoppedSharing)).toHaveLength(1);
    // Going off duty again, already off the map, says nothing new.
    await setDuty(driver, false);
    await ctx.events.settled();
    expect(await ofType(contractor, NOTIFICATION_TYPES.stoppedSharing)).toHaveLength(1);
  });

  it("takes a driver who went off duty off the map and closes their alerts", async () => {
    const { contractor, driver } = await trackingCompany(ctx);
    const start = freshStart();
    await standStill(driver, start, 10);
    await sweep(start + 10 * MINUTE + 5_000);
    expect(await alertsOf(contractor)).toHaveLength(1);
    const seen: string[] = [];
    const stop = ctx.events.on("tracking.updated", ({ driverId, position }) => {
      if (driverId === driver.userId) seen.push(position.state);
    });
    // The drivers module announces the switch, so the map hears of it at once, and only once.
    await setDuty(driver, false);
    await ctx.events.settled();
    await sweep(start + 11 * MINUTE);
    await ctx.events.settled();
    stop();
    expect(seen).toEqual(["off_duty"]);
    expect(await alertsOf(contractor)).toEqual([]);
    // Nothing left to say on the next round.
    const next: string[] = [];
    const listen = ctx.events.on("tracking.updated", ({ driverId, position }) => {
      if (driverId === driver.userId) next.push(position.state);
    });
    await sweep(start + 12 * MINUTE);
    await ctx.events.settled();
    listen();
    expect(next).toEqual([]);
  });

  it("announces a duty switch at once when the drivers module reports it", async () => {
    const { driver } = await trackingCompany(ctx);
    const start = freshStart();
    await standStill(driver, start, 1);
    await setDuty(driver, false);
    await ctx.events.settled();
    const seen: string[] = [];
    const stop = ctx.events.on("tracking.updated", ({ driverId, position }) => {
      if (driverId === driver.userId) seen.push(position.state);
    });
    ctx.events.emit("driver.duty_changed", {
      driverId: driver.userId,
      onDuty: false,
      by: "driver",
    });
    await ctx.events.settled();
    await sweep(start + 2 * MINUTE);
    await ctx.events.settled();
    stop();
    // Announced once, by the switch; the sweep finds nothing left to say.
    expect(seen).toEqual(["off_duty"]);
  });

  it("reads a moving driver only once one of the rules' clocks could have run out", async () => {
    const { driver } = await trackingCompany(ctx);
    const start = freshStart();
    const isRead = async (at: number) =>
      (await findSweepRows(ctx.database.db, new Date(at))).some(
        (row) => row.driver_id === driver.userId,
      );
    const moving = (minute: number) => ({
      latitude: SITE.latitude + minute * 0.01,
      longitude: SITE.longitude,
    });
    await liveFix(driver, start, 1, moving(0));
    await liveFix(driver, start + MINUTE, 2, moving(1));
    await sweep(start + MINUTE + 5_000);
    expect(await isRead(start + MINUTE + 5_000)).toBe(false);
    // Three minutes of silence is "paused": the driver is read from that moment on.
    expect(await isRead(start + 4 * MINUTE - 1)).toBe(false);
    expect(await isRead(start + 4 * MINUTE)).toBe(true);

    // Standing still: read once the anchor is ten minutes old, while fixes keep coming.
    const still = start + 2 * MINUTE;
    await standStill(driver, still, 9, 3);
    expect(await isRead(still + 9 * MINUTE + 5_000)).toBe(false);
    expect(await isRead(still + 10 * MINUTE)).toBe(true);
  });

  it("runs the rules on the sweep's own clock, every minute", () => {
    const worker = ctx.workers.workers.find((w) => w.name === "tracking-alert-sweep")!;
    expect(worker.intervalMs).toBe(TRACKING.sweepIntervalMs);
  });
});
