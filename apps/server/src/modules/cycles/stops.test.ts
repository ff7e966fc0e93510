import { haversineMetres, type SiteSuggestion, type Stop } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { upload } from "../../test/cycles.js";
import { inviteNewDriver } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { ORIGIN, simulateDay, worldSites } from "./simulator/index.js";

const DAY = Date.UTC(2030, 2, 6);

describe("stops and site suggestions", () => {
  const ctx = useTestApp();

  it("offers 'make this a site?' where several trucks stopped again and again, until a site is drawn there", async () => {
    ctx.clock.set(new Date(DAY));
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const first = await inviteNewDriver(ctx, contractor, { firstName: "Ana", lastName: "Ruiz" });
    const second = await inviteNewDriver(ctx, contractor, { firstName: "Ben", lastName: "Cole" });
    const day = simulateDay({ seed: 21, start: DAY, trucksPerJob: 1, deadZone: false });
    const [north, south] = [day.trucks[0]!, day.trucks[1]!];
    const end = Math.max(north.samples.at(-1)!.t, south.samples.at(-1)!.t);
    ctx.clock.set(new Date(end + 10 * 60_000));
    await upload(first, north.fixes, 250);
    await upload(second, south.fixes, 250);

    const offered = await contractor.client.get("/api/sites/suggestions");
    expect(offered.statusCode).toBe(200);
    const suggestions = offered.json().suggestions as SiteSuggestion[];
    const pit = suggestions.find(
      (suggestion) =>
        suggestion.geometry.type === "circle" &&
        haversineMetres(suggestion.geometry.center, ORIGIN) < 150,
    );
    expect(pit).toMatchObject({ drivers: 2, geometry: { type: "circle" } });
    expect(pit!.stops).toBeGreaterThanOrEqual(8);
    expect(pit!.summary).toMatch(/^\d+ stops of \d+ min on average today$/);

    // A driver's stops on their trail: a contractor can make a site from one.
    const stops = await contractor.client.get(`/api/drivers/${first.userId}/stops?date=2030-03-06`);
    expect(stops.statusCode).toBe(200);
    const listed = stops.json().stops as Stop[];
    expect(listed.length).toBeGreaterThanOrEqual(north.truth.length);
    expect(listed.every((stop) => stop.siteId === null)).toBe(true);

    const drawn = await contractor.client.post("/api/sites", {
      name: "Maple pit",
      geometry: worldSites()[0]!.geometry,
    });
    const after = (await contractor.client.get("/api/sites/suggestions")).json()
      .suggestions as SiteSuggestion[];
    expect(after.find((suggestion) => suggestion.id === pit!.id)).toBeUndefined();
    const inside = (
      await contractor.client.get(`/api/drivers/${first.userId}/stops?date=2030-03-06`)
    ).json().stops as Stop[];
    expect(inside.some((stop) => stop.siteId === drawn.json().id)).toBe(true);

    // Nobody else reads another company's drivers' stops.
    const stranger = await createVerifiedUser(ctx, { role: "contractor" });
    expect((await stranger.client.get(`/api/drivers/${first.userId}/stops`)).statusCode).toBe(404);
    expect((await second.client.get(`/api/drivers/${first.userId}/stops`)).statusCode).toBe(403);
    expect((await first.client.get("/api/sites/suggestions")).statusCode).toBe(403);
    expect((await contractor.client.get("/api/sites/suggestions?days=9")).statusCode).toBe(400);
  }, 120_000);
});
