import { NOTIFICATION_TYPES, TRACKING } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness.js";
import { notificationsOf } from "../../test/notifications.js";
import { setDuty, trackingCompany } from "../../test/tracking.js";

const MINUTE = 60_000;
const PIT = { lat: 30.2672, lon: -97.7431 };

describe("a background tracker app's reports as the driver's shift", () => {
  const ctx = useTestApp();
  let day = Date.parse("2030-06-01T07:00:00.000Z");

  /** Each test gets its own day, so one test's evidence is stale in the next. */
  function freshStart() {
    day += 24 * 60 * MINUTE;
    return day;
  }

  const sweep = (at: number) => {
    const worker = ctx.workers.workers.find((w) => w.name === "tracking-alert-sweep")!;
    return worker.tick(new Date(at));
  };

  /** A driver off duty in the browser, with a tracker app set up on their phone. */
  async function trackerDriver() {
    const world = await trackingCompany(ctx);
    await setDuty(world.driver, false);
    const created = await world.driver.client.post("/api/me/device-tokens", {
      name: "Traccar Client",
    });
    expect(created.statusCode).toBe(201);
    return { ...world, token: created.json().token as string };
  }

  /** One report as Traccar Client sends it, taken `ageMs` before the server's clock reads `at`. */
  async function report(token: string, at: number, where = PIT, ageMs = 1_000) {
    // "Last report" is the server's time of the request, to the millisecond.
    ctx.clock.freeze();
    ctx.clock.set(new Date(at));
    const seconds = Math.floor((at - ageMs) / 1000);
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/osmand?id=${token}&lat=${where.lat}&lon=${where.lon}&timestamp=${seconds}&speed=20&accuracy=8`,
      remoteAddress: "10.1.2.3",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ accepted: 1 });
  }

  it("puts a driver whose tracker reports on the company and job maps, on duty, with the last report on their card", async () => {
    const { contractor, driver, job, token } = await trackerDriver();
    const start = freshStart();
    await report(token, start);
    await ctx.events.settled();

    const company = (await contractor.client.get("/api/tracking/positions")).json();
    expect(company.positions).toMatchObject([{ driverId: driver.userId, state: "moving" }]);
    const onJob = (await contractor.client.get(`/api/jobs/${job.id}/positions`)).json();
    expect(onJob.positions).toMatchObject([{ driverId: driver.userId, state: "moving" }]);

    const card = (await contractor.client.get(`/api/drivers/${driver.userId}`)).json();
    expect(card).toMatchObject({
      tracking: "moving",
      trackerReportAt: new Date(start).toISOString(),
    });
    const list = (await contractor.client.get("/api/drivers")).json();
    expect(list.counts.onDuty).toBe(1);
    expect((await driver.client.get("/api/me/duty")).json()).toEqual({
      onDuty: true,
      trackerReportAt: new Date(start).toISOString(),
    });
  });

  it("shows the driver paused once the reports stop, and off duty, quietly, half an hour later", async () => {
    const { contractor, driver, token } = await trackerDriver();
    const start = freshStart();
    for (let minute = 0; minute <= 3; minute++) {
      await report(token, start + minute * MINUTE, {
        lat: PIT.lat + minute * 0.01,
        lon: PIT.lon,
      });
    }
    const stateOnMap = async (at: number) => {
      ctx.clock.set(new Date(at));
      return (await contractor.client.get("/api/tracking/positions")).json().positions[0]?.state;
    };
    const lastReport = start + 3 * MINUTE;
    await sweep(lastReport + 4 * MINUTE);
    expect(await stateOnMap(lastReport + 4 * MINUTE)).toBe("paused");

    await sweep(lastReport + TRACKING.trackerShiftEndsAfterMs - MINUTE);
    expect(await stateOnMap(lastReport + TRACKING.trackerShiftEndsAfterMs - MINUTE)).toBe("paused");

    await sweep(lastReport + TRACKING.trackerShiftEndsAfterMs + MINUTE);
    await ctx.events.settled();
    expect(
      await stateOnMap(lastReport + TRACKING.trackerShiftEndsAfterMs + MINUTE),
    ).toBeUndefined();
    expect((await driver.client.get("/api/me/duty")).json()).toMatchObject({ onDuty: false });
    const told = (await notificationsOf(ctx, contractor)).filter(
      (n) => n.type === NOTIFICATION_TYPES.stoppedSharing,
    );
    expect(told).toEqual([]);

    // The next report starts a new shift.
    await report(token, start + 2 * 60 * MINUTE);
    expect(await stateOnMap(start + 2 * 60 * MINUTE + 1_000)).toBe("moving");
  });

  it("never ends a shift the driver started with the switch", async () => {
    const { contractor, driver, token } = await trackerDriver();
    await setDuty(driver, true);
    const start = freshStart();
    await report(token, start);
    await sweep(start + TRACKING.trackerShiftEndsAfterMs + MINUTE);
    ctx.clock.set(new Date(start + TRACKING.trackerShiftEndsAfterMs + MINUTE));
    expect((await driver.client.get("/api/me/duty")).json()).toMatchObject({ onDuty: true });
    expect((await contractor.client.get("/api/tracking/positions")).json().positions).toMatchObject(
      [{ state: "paused" }],
    );
  });

  it("does not start a shift from a backlog the tracker sends late", async () => {
    const { contractor, driver, token } = await trackerDriver();
    const start = freshStart();
    await report(token, start, PIT, 20 * MINUTE);
    await ctx.events.settled();
    expect((await driver.client.get("/api/me/duty")).json()).toMatchObject({ onDuty: false });
    expect((await contractor.client.get("/api/tracking/positions")).json().positions).toEqual([]);
  });
});
