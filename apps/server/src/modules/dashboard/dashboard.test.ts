import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { insertJob, insertPosition, inviteNewDriver } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { fixesAlong, sendFixes, trackingCompany } from "../../test/tracking.js";

describe("the general dashboard's fleet figures", () => {
  const ctx = useTestApp();

  it("reports an empty fleet as zeros, with no trend and no activity", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const response = await contractor.client.get("/api/dashboard/fleet");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      activeVehicles: 0,
      totalVehicles: 0,
      driversOnDuty: 0,
      totalDrivers: 0,
      activeTrendPercent: null,
      recentActivity: [],
    });
  });

  it("counts trucks and drivers, compares with yesterday and estimates arrival from position and speed", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const [ana, ben, cy] = [
      await inviteNewDriver(ctx, contractor, { firstName: "Ana", lastName: "Ruiz" }),
      await inviteNewDriver(ctx, contractor, { firstName: "Ben", lastName: "Ode" }),
      await inviteNewDriver(ctx, contractor, { firstName: "Cy", lastName: "Park" }),
    ];
    await ana.client.put("/api/me/duty", { onDuty: true });
    await ben.client.put("/api/me/duty", { onDuty: true });

    const add = async (truckNumber: string, status: string) =>
      (
        await contractor.client.post("/api/trucks", {
          make: "Volvo",
          model: "VNL",
          truckNumber,
          status,
        })
      ).json();
    const t1 = await add("1", "active");
    const t2 = await add("2", "available");
    await add("3", "repair");
    await contractor.client.put(`/api/trucks/${t1.id}/assignment`, { driverId: ana.userId });
    await contractor.client.put(`/api/trucks/${t2.id}/assignment`, { driverId: ben.userId });

    // The days compared are the 24 hours before the server's now: held still, so a machine
    // whose clock steps back between the writes and the read cannot move a fix out of "today".
    ctx.clock.freeze();
    const now = ctx.clock.now().getTime();
    // Ana heads for a site 6 km north at 10 m/s: about 10 minutes away.
    const job = await insertJob(ctx, contractor.userId, {
      latitude: 36.79,
      longitude: -119.8,
      title: "North pit",
    });
    await insertPosition(ctx, ana.userId, {
      latitude: 36.736,
      longitude: -119.8,
      speed: 10,
      jobId: job,
      at: new Date(now - 1_000),
    });
    // Ben was seen earlier today and yesterday; Cy only yesterday.
    const yesterday = new Date(now - 30 * 60 * 60 * 1000);
    await insertPosition(ctx, ben.userId, {
      latitude: 36.7,
      longitude: -119.7,
      at: new Date(now - 60 * 60 * 1000),
    });
    await insertPosition(ctx, ben.userId, { latitude: 36.7, longitude: -119.7, at: yesterday });
    await insertPosition(ctx, cy.userId, { latitude: 36.7, longitude: -119.7, at: yesterday });

    const summary = (await contractor.client.get("/api/dashboard/fleet")).json();
    expect(summary).toMatchObject({
      activeVehicles: 2,
      totalVehicles: 3,
      driversOnDuty: 2,
      totalDrivers: 3,
      activeTrendPercent: 0,
    });
    expect(summary.recentActivity).toHaveLength(2);
    expect(summary.recentActivity[0]).toMatchObject({
      truckName: "#1 Volvo VNL",
      driverName: "Ana Ruiz",
      plate: "Unknown",
      jobTitle: "North pit",
      etaMinutes: 10,
    });
    expect(summary.recentActivity[1]).toMatchObject({ driverName: "Ben Ode", etaMinutes: null });
  });

  it("says of each recent driver what the live map shows, not that their truck is in service", async () => {
    const { contractor, drivers } = await trackingCompany(ctx, { drivers: 2 });
    const [sharing, silent] = drivers as [(typeof drivers)[0], (typeof drivers)[0]];
    for (const [index, driver] of drivers.entries()) {
      const truck = (
        await contractor.client.post("/api/trucks", {
          make: "Volvo",
          model: "VNL",
          truckNumber: String(index + 1),
          status: "active",
        })
      ).json();
      await contractor.client.put(`/api/trucks/${truck.id}/assignment`, {
        driverId: driver.userId,
      });
    }
    ctx.clock.freeze();
    const now = ctx.clock.now();
    await sendFixes(silent, fixesAlong({ start: new Date(now.getTime() - 10 * 60_000), count: 1 }));
    await sendFixes(sharing, fixesAlong({ start: new Date(now.getTime() - 5_000), count: 1 }));

    const summary = (await contractor.client.get("/api/dashboard/fleet")).json();
    const byName = Object.fromEntries(
      summary.recentActivity.map((item: { driverName: string; tracking: string }) => [
        item.driverName,
        item.tracking,
      ]),
    );
    expect(byName).toEqual({ "Driver1 Lane": "moving", "Driver2 Lane": "paused" });
  });

  it("is for contractors only", async () => {
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    expect((await driver.client.get("/api/dashboard/fleet")).statusCode).toBe(403);
  });
});
