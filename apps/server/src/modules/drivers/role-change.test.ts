import { NOTIFICATION_TYPES, REALTIME, topics } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness.js";
import { notificationsOf } from "../../test/notifications.js";
import { connect, isFrame } from "../../test/realtime.js";
import { jobInput, trackingCompany } from "../../test/tracking.js";

describe("changing role", () => {
  const ctx = useTestApp();

  it("takes a driver who becomes a contractor out of their companies, over HTTP and realtime alike", async () => {
    const { contractor, driver, job } = await trackingCompany(ctx);
    const load = (
      await driver.client.post("/api/loads", {
        jobId: job.id,
        quantity: 12,
        materialType: "Gravel",
      })
    ).json();
    expect(load.id).toEqual(expect.any(String));
    const topic = topics.jobStatus(job.id);
    const socket = await connect(ctx.app, driver);
    socket.subscribe(topic);
    await socket.next(isFrame("snapshot", topic));

    const switchedAt = Date.now();
    const switched = await driver.client.put("/api/me/role", { role: "contractor" });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().profile.role).toBe("contractor");

    expect(await socket.next(isFrame("denied", topic), REALTIME.revokeWithinMs)).toMatchObject({
      message: "You no longer have access to this topic",
    });
    expect(Date.now() - switchedAt).toBeLessThan(REALTIME.revokeWithinMs);
    expect((await driver.client.get(`/api/jobs/${job.id}/view`)).statusCode).toBe(404);
    const roster = (await contractor.client.get(`/api/jobs/${job.id}/drivers`)).json();
    expect(JSON.stringify(roster)).not.toContain(driver.userId);
    const drivers = (await contractor.client.get("/api/drivers")).json().drivers;
    expect(drivers.map((d: { id: string }) => d.id)).not.toContain(driver.userId);

    // Later changes to the job reach nobody on that socket.
    const seen = socket.received.length;
    await contractor.client.patch(`/api/jobs/${job.id}`, {
      title: "Renamed later",
      status: "on_hold",
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.received.slice(seen).filter((m) => "topic" in m && m.topic === topic)).toEqual(
      [],
    );
    socket.close();

    // They chose to leave: the bell does not tell them they were removed.
    await ctx.events.settled();
    expect(await notificationsOf(ctx, driver)).not.toContainEqual(
      expect.objectContaining({ type: NOTIFICATION_TYPES.removedFromCompany }),
    );

    // Driving again, their own history still shows the job as it was when they left.
    expect((await driver.client.put("/api/me/role", { role: "driver" })).statusCode).toBe(200);
    const mine = (await driver.client.get("/api/me/loads")).json();
    expect(mine.recent).toMatchObject([{ id: load.id, jobTitle: jobInput.title }]);
    expect((await driver.client.get(`/api/jobs/${job.id}/view`)).statusCode).toBe(404);
  });

  it("stops a contractor who becomes a driver from following the company's live map", async () => {
    const { contractor, companyId } = await trackingCompany(ctx, { drivers: 0 });
    const topic = topics.companyLocations(companyId);
    const socket = await connect(ctx.app, contractor);
    socket.subscribe(topic);
    await socket.next(isFrame("snapshot", topic));

    const switchedAt = Date.now();
    expect((await contractor.client.put("/api/me/role", { role: "driver" })).statusCode).toBe(200);
    await socket.next(isFrame("denied", topic), REALTIME.revokeWithinMs);
    expect(Date.now() - switchedAt).toBeLessThan(REALTIME.revokeWithinMs);
    expect((await contractor.client.get("/api/tracking/positions")).statusCode).toBe(403);
    socket.close();
  });
});
