import { type CompanyLivePositions, messages, type ServerMessage, topics } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { later, renewAt, statusOf, subscribe } from "../../test/billing.js";
import { type TestContext, useTestApp } from "../../test/harness.js";
import { connect, isFrame } from "../../test/realtime.js";
import { fixesAlong, sendFixes, trackingCompany } from "../../test/tracking.js";

const MINUTE = 60_000;

/** A company whose drivers are all on duty and have sent a position just now. */
async function companySharing(ctx: TestContext, drivers: number) {
  const world = await trackingCompany(ctx, { drivers });
  for (const [index, driver] of world.drivers.entries()) {
    const sent = await sendFixes(
      driver,
      fixesAlong({ start: ctx.clock.now(), count: 1, latitude: 37.7 + index / 1000 }),
    );
    expect(sent.statusCode).toBe(200);
  }
  const contractor = world.contractor;
  /** The company map with no job chosen, as the contractor reads it. */
  async function map() {
    const response = await contractor.client.get("/api/tracking/positions");
    expect(response.statusCode).toBe(200);
    const body: CompanyLivePositions = response.json();
    return {
      total: body.total,
      limit: body.limit,
      shown: body.positions.map((position) => position.driverId),
    };
  }
  return { ...world, ids: world.drivers.map((driver) => driver.userId), map };
}

const snapshotOf = (message: ServerMessage) => (message as { data: CompanyLivePositions }).data;

describe("plans decide the company map", () => {
  const ctx = useTestApp();

  it("shows 3, then 20 on Pro, then all on Business; a downgrade and a cancellation lower it at the period's end, keeping the contractor's choice", async () => {
    const { contractor, ids, map } = await companySharing(ctx, 21);
    expect(await map()).toMatchObject({ total: 21, limit: 3, shown: ids.slice(0, 3) });

    await subscribe(contractor, "pro", "yearly");
    const pro = await map();
    expect(pro).toMatchObject({ total: 21, limit: 20 });
    expect(pro.shown).toHaveLength(20);

    await subscribe(contractor, "business", "monthly");
    expect((await map()).shown).toHaveLength(21);

    // Four drivers the contractor wants to keep in view, in the order they chose them.
    const chosen = [ids[20], ids[7], ids[19], ids[18]] as string[];
    const choice = await contractor.client.put("/api/tracking/live-drivers", { driverIds: chosen });
    expect(choice.statusCode).toBe(200);

    // Back to Pro: confirmed now, in force only when the Business month is over.
    expect((await subscribe(contractor, "pro", "monthly")).url).toBe("/subscription");
    expect(await map()).toMatchObject({ limit: null });
    expect((await map()).shown).toHaveLength(21);
    const businessEnd = Date.parse((await statusOf(contractor)).currentPeriodEnd ?? "");

    await later(ctx, businessEnd + MINUTE - ctx.clock.now().getTime(), async () => {
      // From the period's end, before the renewal worker has run.
      const down = await map();
      expect(down).toMatchObject({ total: 21, limit: 20 });
      expect(down.shown).toHaveLength(20);
      expect(down.shown.slice(0, 4)).toEqual(chosen);

      await renewAt(ctx, ctx.clock.now());
      const renewed = await statusOf(contractor);
      expect(renewed).toMatchObject({ plan: "pro", billingCycle: "monthly", truckLimit: 20 });
      const canceled = await contractor.client.post("/api/subscription/cancel");
      expect(canceled.json()).toMatchObject({ plan: "pro", cancelAtPeriodEnd: true });
      expect((await map()).limit).toBe(20);
      const proEnd = Date.parse(renewed.currentPeriodEnd ?? "");

      await later(ctx, proEnd + MINUTE - ctx.clock.now().getTime(), async () => {
        // Free again: the first three of the contractor's choice stay, not the default three.
        expect(await map()).toEqual({ total: 21, limit: 3, shown: chosen.slice(0, 3) });
        const live = (await contractor.client.get("/api/tracking/live-drivers")).json();
        expect(live).toMatchObject({ limit: 3, chosen: true, driverIds: chosen.slice(0, 3) });
        const tooMany = await contractor.client.put("/api/tracking/live-drivers", {
          driverIds: chosen,
        });
        expect(tooMany.statusCode).toBe(400);
        expect(tooMany.json().error.message).toBe(messages.tracking.tooManyLiveDrivers(3));
        expect((await statusOf(contractor)).plan).toBe("free");
      });
    });
  }, 90_000); // 21 drivers each sign up and accept an invitation first.

  it("sends an open company map the upgraded view as soon as the plan is paid", async () => {
    const { contractor, companyId, ids } = await companySharing(ctx, 4);
    const topic = topics.companyLocations(companyId);
    const socket = await connect(ctx.app, contractor);
    socket.subscribe(topic);
    const first = await socket.next(isFrame("snapshot", topic));
    expect(snapshotOf(first)).toMatchObject({ total: 4, limit: 3 });
    expect(snapshotOf(first).positions).toHaveLength(3);

    await subscribe(contractor, "pro", "monthly");
    const upgraded = await socket.next((m) => isFrame("snapshot", topic)(m) && m !== first);
    expect(snapshotOf(upgraded)).toMatchObject({ total: 4, limit: 20 });
    expect(
      snapshotOf(upgraded)
        .positions.map((p) => p.driverId)
        .sort(),
    ).toEqual([...ids].sort());
    socket.close();
  });
});

describe("plans with billing off", () => {
  const ctx = useTestApp({ BILLING: "off" });

  it("shows every company all of its drivers, with no limit to choose under", async () => {
    const { contractor, ids, map } = await companySharing(ctx, 4);
    expect(await map()).toEqual({ total: 4, limit: null, shown: ids });
    const live = (await contractor.client.get("/api/tracking/live-drivers")).json();
    expect(live).toMatchObject({ limit: null, driverIds: ids });
    const checkout = await contractor.client.post("/api/subscription/checkout", {
      plan: "business",
      billingCycle: "monthly",
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().error.message).toBe(messages.subscription.billingOff);
  });
});
