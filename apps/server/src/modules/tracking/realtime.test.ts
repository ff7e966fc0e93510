import {
  type CompanyLivePositions,
  type LocationsUpdate,
  REALTIME,
  type ServerMessage,
  topics,
} from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { CLOSE } from "../../realtime/hub.js";
import { createVerifiedUser } from "../../test/client.js";
import { revokeGrant } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { connect, isFrame, refusedHandshake } from "../../test/realtime.js";
import { sendFixes, trackingCompany } from "../../test/tracking.js";

const fixNow = (ctx: { clock: { now(): Date } }, seq: number, latitude = 37.7749) => ({
  seq,
  recordedAt: ctx.clock.now().toISOString(),
  latitude,
  longitude: -122.4194,
  accuracy: 8,
});

const positionsOf = (message: ServerMessage) =>
  "data" in message ? (message.data as LocationsUpdate).positions : [];

describe("the realtime hub", () => {
  // Access is checked again every 200 ms here, so revocations show without long waits.
  const ctx = useTestApp({}, { realtimeRecheckMs: 200 });

  it("accepts only the app's own origin with a live session", async () => {
    const { contractor } = await trackingCompany(ctx, { drivers: 0 });
    expect(await refusedHandshake(ctx.app, contractor, { origin: "https://evil.example" })).toBe(
      "HTTP 403",
    );
    expect(await refusedHandshake(ctx.app, contractor, { origin: null })).toBe("HTTP 403");
    expect(await refusedHandshake(ctx.app, contractor, { origin: "null" })).toBe("HTTP 403");
    expect(await refusedHandshake(ctx.app, null)).toBe("HTTP 401");
    const forged = { client: { cookies: new Map([["haulwise.session_token", "forged.value"]]) } };
    expect(await refusedHandshake(ctx.app, forged as never)).toBe("HTTP 401");
    expect(await refusedHandshake(ctx.app, contractor)).toBe("upgraded");
  });

  it("sends the company's snapshot, then each driver's newest position", async () => {
    const { contractor, driver, companyId } = await trackingCompany(ctx);
    const topic = topics.companyLocations(companyId);
    const socket = await connect(ctx.app, contractor);
    socket.subscribe(topic);
    const snapshot = await socket.next(isFrame("snapshot", topic));
    expect(snapshot).toMatchObject({ data: { positions: [], total: 0, limit: 3 } });

    await sendFixes(driver, [fixNow(ctx, 1)]);
    // The driver's first position changes who is on the map: a fresh snapshot says so.
    const next = await socket.next((m) => m.type !== "heartbeat" && m !== snapshot);
    expect(next).toMatchObject({ type: "snapshot", data: { total: 1 } });
    expect(positionsOf(next)).toMatchObject([{ driverId: driver.userId, state: "moving" }]);

    await sendFixes(driver, [fixNow(ctx, 2, 37.775)]);
    const update = await socket.next(
      (m) => isFrame("update", topic)(m) && positionsOf(m)[0]?.latitude === 37.775,
    );
    expect(positionsOf(update)).toHaveLength(1);
    socket.close();
  });

  it("delivers nothing of a company to anyone else", async () => {
    const a = await trackingCompany(ctx);
    const b = await trackingCompany(ctx);
    const outsider = await connect(ctx.app, b.contractor);
    const driverOfA = await connect(ctx.app, a.driver);
    for (const socket of [outsider, driverOfA]) {
      for (const topic of [
        topics.companyLocations(a.companyId),
        topics.companyAlerts(a.companyId),
        topics.companyLoads(a.companyId),
        topics.jobLocations(a.job.id),
        topics.userNotifications(a.contractor.userId),
      ]) {
        socket.subscribe(topic);
        expect(await socket.next(isFrame("denied", topic))).toMatchObject({
          message: "You do not have access to this topic",
        });
      }
    }
    const insider = await connect(ctx.app, a.contractor);
    insider.subscribe(topics.companyLocations(a.companyId));
    await insider.next(isFrame("snapshot"));
    for (let seq = 1; seq <= 5; seq++)
      await sendFixes(a.driver, [fixNow(ctx, seq, 37.77 + seq / 10_000)]);
    await insider.next((m) => positionsOf(m).some((p) => Math.abs(p.latitude - 37.7705) < 1e-9));
    const leaked = [...outsider.received, ...driverOfA.received].filter(
      (m) => m.type === "update" || m.type === "snapshot",
    );
    expect(leaked).toEqual([]);
    for (const socket of [outsider, driverOfA, insider]) socket.close();
  });

  it("holds one account to its socket cap: the next handshake is a 429 until a tab closes", async () => {
    const { contractor } = await trackingCompany(ctx, { drivers: 0 });
    const tabs = [];
    for (let index = 0; index < REALTIME.maxSocketsPerAccount; index++) {
      tabs.push(await connect(ctx.app, contractor));
    }
    expect(await refusedHandshake(ctx.app, contractor)).toBe("HTTP 429");
    const other = await trackingCompany(ctx, { drivers: 0 });
    expect(await refusedHandshake(ctx.app, other.contractor)).toBe("upgraded");

    tabs[0]!.close();
    await tabs[0]!.closed;
    let answer = await refusedHandshake(ctx.app, contractor);
    // The server hears of the close a moment after the client does.
    for (let attempt = 0; answer !== "upgraded" && attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await refusedHandshake(ctx.app, contractor);
    }
    expect(answer).toBe("upgraded");
    for (const tab of tabs.slice(1)) tab.close();
  });

  it("refuses unknown topics, binary frames and malformed JSON", async () => {
    const { contractor } = await trackingCompany(ctx, { drivers: 0 });
    const socket = await connect(ctx.app, contractor);
    socket.send({ type: "subscribe", topic: "company:*:locations" });
    expect(await socket.next(isFrame("denied"))).toMatchObject({ message: "Unknown topic" });
    socket.send({ type: "subscribe", topic: "fleet:1:everything" });
    socket.send({ type: "shout" });
    await socket.next((m) => m.type === "denied" && m.topic === "fleet:1:everything");
    socket.socket.send("{not json");
    expect(await socket.closed).toBe(CLOSE.invalidPayload);

    const binary = await connect(ctx.app, contractor);
    binary.socket.send(Buffer.from([1, 2, 3]));
    expect(await binary.closed).toBe(CLOSE.unsupportedData);
  });

  it("cuts off a viewer whose access is revoked, within the promised time", async () => {
    const { contractor, job } = await trackingCompany(ctx, { drivers: 0 });
    const viewer = await createVerifiedUser(ctx, { role: "contractor" });
    await contractor.client.post(`/api/jobs/${job.id}/permissions`, { emails: viewer.email });
    const topic = topics.jobStatus(job.id);
    const socket = await connect(ctx.app, viewer);
    socket.subscribe(topic);
    expect(await socket.next(isFrame("snapshot", topic))).toMatchObject({
      data: { jobId: job.id, status: "active" },
    });
    const revokedAt = Date.now();
    const revoke = await revokeGrant(contractor, job.id, viewer.email);
    expect(revoke.statusCode).toBe(204);
    expect(await socket.next(isFrame("denied", topic), REALTIME.revokeWithinMs)).toMatchObject({
      message: "You no longer have access to this topic",
    });
    expect(Date.now() - revokedAt).toBeLessThan(REALTIME.revokeWithinMs);
    socket.close();
  });

  it("cuts off a driver removed from the company", async () => {
    const { contractor, driver, job } = await trackingCompany(ctx);
    const topic = topics.jobStatus(job.id);
    const socket = await connect(ctx.app, driver);
    socket.subscribe(topic);
    await socket.next(isFrame("snapshot", topic));
    await contractor.client.delete(`/api/drivers/${driver.userId}`);
    await socket.next(isFrame("denied", topic), REALTIME.revokeWithinMs);
    socket.close();
  });

  it("closes a socket whose session ended", async () => {
    const { contractor } = await trackingCompany(ctx, { drivers: 0 });
    const socket = await connect(ctx.app, contractor);
    await contractor.client.post("/api/auth/sign-out", {});
    expect(await socket.closed).toBe(CLOSE.sessionEnded);
  });

  it("streams only the drivers the plan shows on the company map, and every driver on the job's", async () => {
    const { contractor, drivers, companyId, job } = await trackingCompany(ctx, { drivers: 4 });
    for (const [index, driver] of drivers.entries()) {
      await sendFixes(driver, [fixNow(ctx, 1, 37.77 + index / 10_000)]);
    }
    const companyTopic = topics.companyLocations(companyId);
    const jobTopic = topics.jobLocations(job.id);
    const socket = await connect(ctx.app, contractor);
    socket.subscribe(companyTopic);
    socket.subscribe(jobTopic);
    const snapshot = (await socket.next(isFrame("snapshot", companyTopic))) as {
      data: CompanyLivePositions;
    };
    expect(snapshot.data).toMatchObject({ total: 4, limit: 3 });
    expect(snapshot.data.positions).toHaveLength(3);
    const shown = new Set(snapshot.data.positions.map((p) => p.driverId));
    const hidden = drivers.find((d) => !shown.has(d.userId))!;
    expect(positionsOf(await socket.next(isFrame("snapshot", jobTopic)))).toHaveLength(4);

    // Each moves a few metres.
    const moved = (driver: { userId: string }) =>
      37.77 + drivers.findIndex((d) => d.userId === driver.userId) / 10_000 + 0.00003;
    await sendFixes(hidden, [fixNow(ctx, 2, moved(hidden))]);
    await socket.next(
      (m) => isFrame("update", jobTopic)(m) && positionsOf(m)[0]?.latitude === moved(hidden),
    );
    const visible = drivers.find((d) => shown.has(d.userId))!;
    await sendFixes(visible, [fixNow(ctx, 2, moved(visible))]);
    await socket.next(
      (m) => isFrame("update", companyTopic)(m) && positionsOf(m)[0]?.latitude === moved(visible),
    );
    const companyFrames = socket.received.filter((m) => "topic" in m && m.topic === companyTopic);
    expect(companyFrames.flatMap(positionsOf).some((p) => p.driverId === hidden.userId)).toBe(
      false,
    );
    socket.close();
  });

  it("gives the company map a fresh snapshot when the contractor chooses who stays live", async () => {
    const { contractor, drivers, companyId } = await trackingCompany(ctx, { drivers: 4 });
    for (const driver of drivers) await sendFixes(driver, [fixNow(ctx, 1)]);
    const topic = topics.companyLocations(companyId);
    const socket = await connect(ctx.app, contractor);
    socket.subscribe(topic);
    const first = await socket.next(isFrame("snapshot", topic));
    const chosen = drivers.slice(1).map((d) => d.userId);
    const put = await contractor.client.put("/api/tracking/live-drivers", { driverIds: chosen });
    expect(put.statusCode).toBe(200);
    const second = await socket.next((m) => isFrame("snapshot", topic)(m) && m !== first);
    expect(positionsOf(second).map((p) => p.driverId)).toEqual(chosen);
    socket.close();
  });

  it("tells the driver's own topic nothing about others and follows the person's notifications", async () => {
    const { contractor } = await trackingCompany(ctx, { drivers: 0 });
    const socket = await connect(ctx.app, contractor);
    const topic = topics.userNotifications(contractor.userId);
    socket.subscribe(topic);
    expect(await socket.next(isFrame("snapshot", topic))).toMatchObject({
      data: { unreadCount: expect.any(Number) },
    });
    socket.close();
  });
});
