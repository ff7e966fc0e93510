import {
  type ReplayDay,
  replayStops,
  replayTotals,
  trackOf,
  zonedDayBounds,
} from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { haulingDay, routedCompany, upload } from "../../test/cycles.js";
import { inviteNewDriver } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { setTimeZone } from "../../test/hauling.js";

const DAY = Date.UTC(2030, 2, 6);

describe("a driver's day to replay", () => {
  const ctx = useTestApp();

  it("gives the day's fixes once, in order, with the sites the truck visited, in the company's calendar", async () => {
    ctx.clock.set(new Date(DAY));
    const { contractor, driver } = await routedCompany(ctx, { driverName: "Rosa" });
    await setTimeZone(contractor, "America/Los_Angeles");
    // A day with a dead zone: the phone keeps fixes and sends them late, as they come.
    const { truck } = haulingDay(5, DAY + 8 * 3_600_000, { deadZone: true });
    ctx.clock.set(new Date(truck.samples.at(-1)!.t + 10 * 60_000));
    await upload(driver, truck.fixes, 250);
    await ctx.events.settled();

    const first = truck.fixes[0]!.recordedAt;
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(
      new Date(first),
    );
    const response = await contractor.client.get(
      `/api/drivers/${driver.userId}/replay?date=${date}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json() as ReplayDay;
    expect(day).toMatchObject({
      driverId: driver.userId,
      driverName: "Rosa Lane",
      date,
      timeZone: "America/Los_Angeles",
      ...zonedDayBounds(date, "America/Los_Angeles"),
    });
    const { t } = day.fixes;
    expect(t.length).toBeGreaterThan(truck.fixes.length / 2);
    expect(t.length).toBeLessThanOrEqual(truck.fixes.length);
    expect(t.every((time, index) => index === 0 || time > t[index - 1]!)).toBe(true);
    expect(t[0]).toBeGreaterThanOrEqual(Date.parse(day.from));
    expect(day.fixes.latitude).toHaveLength(t.length);
    expect(day.fixes.speed).toHaveLength(t.length);

    // The visits counted from the same fixes, with their sites' fences to draw.
    const names = new Set(day.visits.map((visit) => visit.siteName));
    expect(names.has("Maple pit")).toBe(true);
    expect(names.has("Maple Street fill")).toBe(true);
    expect(day.visits.length).toBeGreaterThanOrEqual(truck.truth.length * 2);
    expect(day.sites.map((site) => site.name).sort()).toEqual([...names].sort());

    // What the browser computes from it: stops at the pit and a sensible distance.
    const track = trackOf(day.fixes);
    const stops = replayStops(track);
    expect(stops.length).toBeGreaterThanOrEqual(truck.truth.length);
    const totals = replayTotals(track, stops);
    expect(totals.distanceMetres).toBeGreaterThan(truck.truth.length * 2_000);

    // The day holding a load's start gives the same day; the driver reads their own.
    const byInstant = await driver.client.get(
      `/api/drivers/${driver.userId}/replay?at=${encodeURIComponent(first)}`,
    );
    expect(byInstant.statusCode).toBe(200);
    expect(byInstant.json()).toMatchObject({ date, fixes: { t } });
  });

  it("shows nobody else's drivers, and says what is wrong with a bad day", async () => {
    ctx.clock.set(new Date(DAY));
    const { contractor, driver } = await routedCompany(ctx);
    const colleague = await inviteNewDriver(ctx, contractor, { firstName: "Max" });
    const stranger = await createVerifiedUser(ctx, { role: "contractor" });
    const url = `/api/drivers/${driver.userId}/replay`;

    expect((await stranger.client.get(url)).statusCode).toBe(404);
    expect((await colleague.client.get(url)).statusCode).toBe(403);
    expect((await contractor.client.get(`/api/drivers/${stranger.userId}/replay`)).statusCode).toBe(
      404,
    );
    const bad = await contractor.client.get(`${url}?date=yesterday`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/date must be YYYY-MM-DD/);
    const unknown = await contractor.client.get(`${url}?speed=20`);
    expect(unknown.statusCode).toBe(400);

    // A day without fixes is an empty replay, not an error.
    const empty = await contractor.client.get(`${url}?date=2030-03-01`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ fixes: { t: [] }, visits: [], sites: [] });
  });
});
