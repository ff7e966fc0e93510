import { type LocationsUpdate, NOTIFICATION_TYPES, topics } from "@haulwise/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedTestApp, startTestApp } from "../../test/harness.js";
import { notificationsOf } from "../../test/notifications.js";
import { connect, isFrame } from "../../test/realtime.js";
import { sendFixes, trackingCompany } from "../../test/tracking.js";

const MINUTE = 60_000;

/** Two server instances on one PostgreSQL, as behind a load balancer. */
describe("a cluster of two instances", () => {
  let first: StartedTestApp;
  let second: StartedTestApp;

  beforeAll(async () => {
    first = await startTestApp({ RUN_WORKERS: "true" }, { workerElectionIntervalMs: 50 });
    second = await startTestApp(
      { RUN_WORKERS: "true" },
      { sameDatabaseAs: first, workerElectionIntervalMs: 50 },
    );
  });

  afterAll(async () => {
    await second?.closeApp();
    await first?.close();
  });

  it("delivers a position sent to one instance to a map open on the other", async () => {
    const { contractor, driver, companyId, job } = await trackingCompany(first);
    const topic = topics.companyLocations(companyId);
    const socket = await connect(second.app, contractor);
    socket.subscribe(topic);
    socket.subscribe(topics.jobLocations(job.id));
    await socket.next(isFrame("snapshot", topic));

    const at = () => first.clock.now().toISOString();
    await sendFixes(driver, [
      { seq: 1, recordedAt: at(), latitude: 37.7749, longitude: -122.4194 },
    ]);
    // The first position puts the driver on the map: the other instance reads a fresh snapshot.
    const snapshot = await socket.next(
      (m) =>
        isFrame("snapshot", topic)(m) &&
        (m as { data: LocationsUpdate }).data.positions.length === 1,
    );
    expect(snapshot).toMatchObject({ data: { total: 1 } });

    await sendFixes(driver, [
      { seq: 2, recordedAt: at(), latitude: 37.77495, longitude: -122.4194 },
    ]);
    const update = await socket.next((m) => isFrame("update", topic)(m));
    expect((update as { data: LocationsUpdate }).data.positions).toMatchObject([
      { driverId: driver.userId, latitude: 37.77495 },
    ]);
    await socket.next(
      (m) =>
        isFrame("update", topics.jobLocations(job.id))(m) &&
        (m as { data: LocationsUpdate }).data.positions[0]?.latitude === 37.77495,
    );
    socket.close();
  });

  it("runs the sweep on one instance, and even two sweeps at once alert once", async () => {
    await expect
      .poll(() => [first.workers.isLeader, second.workers.isLeader].filter(Boolean))
      .toHaveLength(1);

    const { contractor, driver } = await trackingCompany(first);
    const start = Date.parse("2031-01-10T08:00:00.000Z");
    for (let minute = 0; minute <= 10; minute++) {
      first.clock.set(new Date(start + minute * MINUTE + 1_000));
      await sendFixes(driver, [
        {
          seq: minute + 1,
          recordedAt: new Date(start + minute * MINUTE).toISOString(),
          latitude: 37.7749,
          longitude: -122.4194,
          accuracy: 5,
        },
      ]);
    }
    const sweepOf = (app: StartedTestApp) =>
      app.workers.workers.find((w) => w.name === "tracking-alert-sweep")!;
    const now = new Date(start + 10 * MINUTE + 5_000);
    await Promise.all([sweepOf(first).tick(now), sweepOf(second).tick(now)]);
    await first.events.settled();
    await second.events.settled();
    const idle = (await notificationsOf(first, contractor)).filter(
      (n) => n.type === NOTIFICATION_TYPES.driverIdle,
    );
    expect(idle).toHaveLength(1);
    expect((await contractor.client.get("/api/tracking/alerts")).json().alerts).toHaveLength(1);
  });
});
