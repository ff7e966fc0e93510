import { messages, type Site } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { inviteNewDriver, jobInput } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";

const m = messages.sites;

const pit = {
  name: "Maple pit",
  address: "4400 Quarry Road, Fresno, CA",
  geometry: { type: "circle", center: { latitude: 36.75, longitude: -119.8 }, radiusMetres: 150 },
};
/** A dump site about 2 km east of the pit, drawn corner by corner. */
const dump = {
  name: "Maple Street fill",
  geometry: {
    type: "polygon",
    points: [
      { latitude: 36.7495, longitude: -119.778 },
      { latitude: 36.7505, longitude: -119.778 },
      { latitude: 36.7505, longitude: -119.7765 },
      { latitude: 36.7495, longitude: -119.7765 },
    ],
  },
  minDwellSeconds: 90,
};

describe("sites", () => {
  const ctx = useTestApp();

  async function company() {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const driver = await inviteNewDriver(ctx, contractor, { firstName: "Dee", lastName: "Lane" });
    return { contractor, driver };
  }

  async function revisionOf(companyId: string) {
    const row = await ctx.database.db
      .selectFrom("site_revisions")
      .select("revision")
      .where("company_id", "=", companyId)
      .executeTakeFirst();
    return row?.revision ?? 0;
  }

  it("draws a circle and a polygon, lists them by name, and shows them to the company's drivers only", async () => {
    const { contractor, driver } = await company();
    const created = await contractor.client.post("/api/sites", pit);
    expect(created.statusCode).toBe(201);
    const site = created.json() as Site;
    expect(site).toMatchObject({
      name: "Maple pit",
      address: "4400 Quarry Road, Fresno, CA",
      geometry: pit.geometry,
      minDwellSeconds: null,
      archivedAt: null,
    });
    expect(site.id).toBeTruthy();
    const polygon = await contractor.client.post("/api/sites", dump);
    expect(polygon.statusCode).toBe(201);
    expect(polygon.json()).toMatchObject({ geometry: dump.geometry, minDwellSeconds: 90 });

    const listed = (await contractor.client.get("/api/sites")).json().sites as Site[];
    expect(listed.map((s) => s.name)).toEqual(["Maple pit", "Maple Street fill"]);
    const seenByDriver = (await driver.client.get("/api/sites")).json().sites as Site[];
    expect(seenByDriver.map((s) => s.name)).toEqual(["Maple pit", "Maple Street fill"]);

    const other = await company();
    expect((await other.contractor.client.get("/api/sites")).json().sites).toEqual([]);
    expect((await other.driver.client.get("/api/sites")).json().sites).toEqual([]);
    expect(
      (await other.contractor.client.patch(`/api/sites/${site.id}`, { name: "Mine" })).statusCode,
    ).toBe(404);
    expect((await other.contractor.client.delete(`/api/sites/${site.id}`)).statusCode).toBe(404);
    expect((await driver.client.post("/api/sites", pit)).statusCode).toBe(403);
  });

  it("accepts a polygon drawn closed (its first corner repeated last) as the same ring", async () => {
    const { contractor } = await company();
    const points = [...dump.geometry.points, dump.geometry.points[0]];
    const created = await contractor.client.post("/api/sites", {
      name: "Closed ring",
      geometry: { type: "polygon", points },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().geometry.points).toEqual(dump.geometry.points);
  });

  it.each([
    ["no name", { ...pit, name: " " }, m.nameRequired],
    ["an unknown fence type", { ...pit, geometry: { type: "square" } }, m.geometryType],
    [
      "a radius under 10 m",
      { ...pit, geometry: { ...pit.geometry, radiusMetres: 4 } },
      m.radiusRange(10, 5000),
    ],
    [
      "a radius that is not a number",
      { ...pit, geometry: { ...pit.geometry, radiusMetres: "big" } },
      m.radiusNumber,
    ],
    [
      "two corners",
      { ...pit, geometry: { type: "polygon", points: dump.geometry.points.slice(0, 2) } },
      m.tooFewPoints(3),
    ],
    [
      "101 corners",
      {
        ...pit,
        geometry: {
          type: "polygon",
          points: Array.from({ length: 101 }, (_, i) => ({
            latitude: 36.75 + 0.001 * Math.sin((i / 101) * 2 * Math.PI),
            longitude: -119.8 + 0.001 * Math.cos((i / 101) * 2 * Math.PI),
          })),
        },
      },
      m.tooManyPoints(100),
    ],
    [
      "sides that cross",
      {
        ...pit,
        geometry: {
          type: "polygon",
          // A figure of eight: the second and fourth corners swapped.
          points: [
            dump.geometry.points[0],
            dump.geometry.points[2],
            dump.geometry.points[1],
            dump.geometry.points[3],
          ],
        },
      },
      m.polygonCrosses,
    ],
    [
      "a fence 25 km across",
      {
        ...pit,
        geometry: {
          type: "polygon",
          points: [
            { latitude: 36.75, longitude: -119.8 },
            { latitude: 36.95, longitude: -119.8 },
            { latitude: 36.95, longitude: -119.6 },
          ],
        },
      },
      m.tooWide(20),
    ],
    [
      "a centre off the globe",
      { ...pit, geometry: { ...pit.geometry, center: { latitude: 91, longitude: 0 } } },
      "Latitude must be between -90 and 90",
    ],
    ["a negative minimum stay", { ...pit, minDwellSeconds: -5 }, m.dwellRange(240)],
    ["a minimum stay in fractions of a second", { ...pit, minDwellSeconds: 12.5 }, m.dwellWhole],
  ])("refuses a site with %s, saying why, and stores nothing", async (_label, body, message) => {
    const { contractor } = await company();
    const response = await contractor.client.post("/api/sites", body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().error)).toContain(message);
    expect((await contractor.client.get("/api/sites")).json().sites).toEqual([]);
  });

  it("edits a site; only a change to what the fence counts raises the company's site revision", async () => {
    const { contractor } = await company();
    const site = (await contractor.client.post("/api/sites", pit)).json() as Site;
    const start = await revisionOf(site.companyId);
    expect(start).toBe(1);

    const renamed = await contractor.client.patch(`/api/sites/${site.id}`, {
      name: "Maple pit, gate 2",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Maple pit, gate 2", geometry: pit.geometry });
    expect(await revisionOf(site.companyId)).toBe(1);

    const redrawn = await contractor.client.patch(`/api/sites/${site.id}`, {
      geometry: { ...pit.geometry, radiusMetres: 200 },
      minDwellSeconds: 300,
    });
    expect(redrawn.json()).toMatchObject({ geometry: { radiusMetres: 200 }, minDwellSeconds: 300 });
    expect(await revisionOf(site.companyId)).toBe(2);

    const refused = await contractor.client.patch(`/api/sites/${site.id}`, {
      geometry: { type: "circle" },
    });
    expect(refused.statusCode).toBe(400);
    expect((await contractor.client.get("/api/sites")).json().sites[0].geometry.radiusMetres).toBe(
      200,
    );
  });

  it("archives a site no open job uses: gone from the list, kept under archived, no longer editable", async () => {
    const { contractor, driver } = await company();
    const site = (await contractor.client.post("/api/sites", pit)).json() as Site;
    const archived = await contractor.client.delete(`/api/sites/${site.id}`);
    expect(archived.statusCode).toBe(204);
    expect((await contractor.client.delete(`/api/sites/${site.id}`)).statusCode).toBe(204);
    expect((await contractor.client.get("/api/sites")).json().sites).toEqual([]);
    expect((await driver.client.get("/api/sites")).json().sites).toEqual([]);
    const kept = (await contractor.client.get("/api/sites?archived=true")).json().sites;
    expect(kept).toHaveLength(1);
    expect(kept[0].archivedAt).not.toBeNull();
    const edit = await contractor.client.patch(`/api/sites/${site.id}`, { name: "Back" });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(m.archived);
  });

  it("sets a job's haul route to two of the company's sites, and refuses anything else", async () => {
    const { contractor } = await company();
    const job = (await contractor.client.post("/api/jobs", jobInput)).json();
    expect(job).toMatchObject({ loadSiteId: null, dumpSiteId: null });
    const load = (await contractor.client.post("/api/sites", pit)).json() as Site;
    const unload = (await contractor.client.post("/api/sites", dump)).json() as Site;

    const routed = await contractor.client.patch(`/api/jobs/${job.id}`, {
      loadSiteId: load.id,
      dumpSiteId: unload.id,
    });
    expect(routed.statusCode).toBe(200);
    expect(routed.json()).toMatchObject({ loadSiteId: load.id, dumpSiteId: unload.id });
    expect((await contractor.client.get(`/api/jobs/${job.id}`)).json()).toMatchObject({
      loadSiteId: load.id,
      dumpSiteId: unload.id,
    });

    const same = await contractor.client.patch(`/api/jobs/${job.id}`, { dumpSiteId: load.id });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe(m.sameLoadAndDump);

    const other = await company();
    const theirs = (await other.contractor.client.post("/api/sites", pit)).json() as Site;
    const foreign = await contractor.client.patch(`/api/jobs/${job.id}`, { loadSiteId: theirs.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(m.notCompanySite);

    // A site an open job uses cannot be archived; the message names the job.
    const inUse = await contractor.client.delete(`/api/sites/${load.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe(
      m.inUse("Maple pit", "load", `${jobInput.title} (${job.jobNumber})`),
    );

    const cleared = await contractor.client.patch(`/api/jobs/${job.id}`, { loadSiteId: null });
    expect(cleared.json()).toMatchObject({ loadSiteId: null, dumpSiteId: unload.id });
    expect((await contractor.client.delete(`/api/sites/${load.id}`)).statusCode).toBe(204);
    const archivedSite = await contractor.client.patch(`/api/jobs/${job.id}`, {
      loadSiteId: load.id,
    });
    expect(archivedSite.statusCode).toBe(400);
    expect(archivedSite.json().error.message).toBe(`Maple pit: ${m.archived}`);
    expect((await contractor.client.get(`/api/jobs/${job.id}`)).json().loadSiteId).toBeNull();
  });
});
