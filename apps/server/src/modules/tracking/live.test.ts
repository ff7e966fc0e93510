import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";
import { fixesAlong, sendFixes, setDuty, trackingCompany } from "../../test/tracking.js";

const START = new Date("2030-03-01T08:00:00.000Z");

describe("live reads", () => {
  const ctx = useTestApp();

  async function companyOnTheMove(drivers: number) {
    const world = await trackingCompany(ctx, { drivers });
    ctx.clock.set(new Date(START.getTime() + 60_000));
    for (const [index, driver] of world.drivers.entries()) {
      await sendFixes(driver, fixesAlong({ start: START, count: 3, latitude: 37.7 + index / 100 }));
    }
    return world;
  }

  it("shows a free company at most three drivers, counting all of them", async () => {
    const { contractor, drivers } = await companyOnTheMove(4);
    const response = await contractor.client.get("/api/tracking/positions");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 4, limit: 3 });
    expect(body.positions).toHaveLength(3);
    // Stable by default: the first three to join the company.
    expect(body.positions.map((p: { driverId: string }) => p.driverId)).toEqual(
      drivers.slice(0, 3).map((d) => d.userId),
    );
    expect(body.positions[0]).toMatchObject({ name: "Driver1 Lane", state: "moving", truck: null });
  });

  it("keeps the contractor's choice live, fills the rest by default, and takes drivers off duty off the map", async () => {
    const { contractor, drivers } = await companyOnTheMove(4);
    const ids = drivers.map((d) => d.userId);
    const before = (await contractor.client.get("/api/tracking/live-drivers")).json();
    expect(before).toMatchObject({ limit: 3, chosen: false, driverIds: ids.slice(0, 3) });
    expect(before.drivers).toHaveLength(4);

    const chosen = await contractor.client.put("/api/tracking/live-drivers", {
      driverIds: [ids[3], ids[1]],
    });
    expect(chosen.json()).toMatchObject({ chosen: true, driverIds: [ids[3], ids[1]] });
    const shown = async () =>
      (await contractor.client.get("/api/tracking/positions"))
        .json()
        .positions.map((p: { driverId: string }) => p.driverId);
    expect(await shown()).toEqual([ids[3], ids[1], ids[0]]);

    await setDuty(drivers[3]!, false);
    expect(await shown()).toEqual([ids[1], ids[0], ids[2]]);
    const total = (await contractor.client.get("/api/tracking/positions")).json().total;
    expect(total).toBe(3);

    const cleared = await contractor.client.put("/api/tracking/live-drivers", { driverIds: [] });
    expect(cleared.json()).toMatchObject({ chosen: false });
  });

  it("refuses a choice of more drivers than the plan shows, or of someone else's drivers", async () => {
    const { contractor, drivers } = await companyOnTheMove(4);
    const other = await trackingCompany(ctx);
    const tooMany = await contractor.client.put("/api/tracking/live-drivers", {
      driverIds: drivers.map((d) => d.userId),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(messages.tracking.tooManyLiveDrivers(3));
    const foreign = await contractor.client.put("/api/tracking/live-drivers", {
      driverIds: [other.driver.userId],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(messages.tracking.notCompanyDriver);
    const twice = await contractor.client.put("/api/tracking/live-drivers", {
      driverIds: [drivers[0]!.userId, drivers[0]!.userId],
    });
    expect(twice.statusCode).toBe(400);
  });

  it("lifts the limit for a company whose paid plan is in force", async () => {
    const { contractor, companyId } = await companyOnTheMove(4);
    const now = new Date().toISOString();
    await ctx.database.db
      .insertInto("subscriptions")
      .values({
        id: `sub-${companyId}`,
        company_id: companyId,
        plan: "business",
        billing_cycle: "monthly",
        status: "active",
        provider: "local",
        provider_customer_id: null,
        provider_subscription_id: null,
        current_period_end: new Date(START.getTime() + 30 * 24 * 60 * 60_000).toISOString(),
        cancel_at_period_end: false,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const body = (await contractor.client.get("/api/tracking/positions")).json();
    expect(body).toMatchObject({ total: 4, limit: null });
    expect(body.positions).toHaveLength(4);
  });

  it("shows a job's contractor every active driver on the job, and nobody else", async () => {
    const { contractor, drivers, job } = await companyOnTheMove(4);
    const response = await contractor.client.get(`/api/jobs/${job.id}/positions`);
    expect(response.statusCode).toBe(200);
    expect(response.json().positions).toHaveLength(4);
    const outsider = await trackingCompany(ctx, { drivers: 0 });
    expect((await outsider.contractor.client.get(`/api/jobs/${job.id}/positions`)).statusCode).toBe(
      404,
    );
    expect((await drivers[0]!.client.get(`/api/jobs/${job.id}/positions`)).statusCode).toBe(404);
  });

  it("gives a day's trail to the driver and the company's contractors only", async () => {
    const { contractor, driver } = await companyOnTheMove(1);
    const day = START.toISOString().slice(0, 10);
    const mine = await driver.client.get(`/api/drivers/${driver.userId}/trail?date=${day}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ driverId: driver.userId, date: day });
    expect(mine.json().points).toHaveLength(3);
    const theirs = await contractor.client.get(`/api/drivers/${driver.userId}/trail?date=${day}`);
    expect(theirs.json()).toEqual(mine.json());
    const nextDay = await contractor.client.get(
      `/api/drivers/${driver.userId}/trail?date=2030-03-02`,
    );
    expect(nextDay.json().points).toEqual([]);

    const stranger = await trackingCompany(ctx);
    for (const person of [stranger.contractor, stranger.driver]) {
      expect(
        (await person.client.get(`/api/drivers/${driver.userId}/trail?date=${day}`)).statusCode,
      ).toBe(person === stranger.driver ? 403 : 404);
    }
    expect(
      (await contractor.client.get(`/api/drivers/${driver.userId}/trail?date=yesterday`))
        .statusCode,
    ).toBe(400);
  });

  it("extends a shown trail with only the points recorded after its last one", async () => {
    const { contractor, driver } = await companyOnTheMove(1);
    const day = START.toISOString().slice(0, 10);
    const trailOf = (query: string) =>
      contractor.client.get(`/api/drivers/${driver.userId}/trail?date=${day}${query}`);
    const [, second, third] = (await trailOf("")).json().points;
    const after = await trailOf(`&after=${encodeURIComponent(second.recordedAt)}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().points).toEqual([third]);
    // Another way of writing the same instant means the same.
    const offset = new Date(Date.parse(second.recordedAt)).toISOString().replace("Z", "+00:00");
    expect((await trailOf(`&after=${encodeURIComponent(offset)}`)).json().points).toEqual([third]);
    expect((await trailOf(`&after=${encodeURIComponent(third.recordedAt)}`)).json().points).toEqual(
      [],
    );
    // Without a day, today in the company's calendar: what an open map asks for.
    const today = await contractor.client.get(`/api/drivers/${driver.userId}/trail`);
    expect(today.json()).toMatchObject({ date: day, points: [{}, second, third] });
    const bad = await trailOf("&after=soon");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain("after must be a date and time");
  });

  it("gives a driver their own position, and contractors none", async () => {
    const newcomer = await createVerifiedUser(ctx, { role: "driver" });
    expect((await newcomer.client.get("/api/me/position")).json()).toBeNull();
    const { contractor, driver } = await companyOnTheMove(1);
    expect((await driver.client.get("/api/me/position")).json()).toMatchObject({
      driverId: driver.userId,
    });
    expect((await contractor.client.get("/api/me/position")).statusCode).toBe(403);
  });

  it("keeps contractor reads to contractors", async () => {
    const { driver } = await companyOnTheMove(1);
    for (const url of [
      "/api/tracking/positions",
      "/api/tracking/alerts",
      "/api/tracking/live-drivers",
    ]) {
      expect((await driver.client.get(url)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });
});
