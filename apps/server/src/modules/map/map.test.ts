import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { MapConfigSchema, messages } from "@haulwise/domain";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { writeTestBasemap } from "../../../../../scripts/lib/test-basemap.mjs";
import { createVerifiedUser, TestClient } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";

const basemapIn = (dataDir: string) => path.join(dataDir, "basemap.pmtiles");

async function pmtilesUrl(client: TestClient): Promise<string> {
  const { basemap } = MapConfigSchema.parse((await client.get("/api/map-config")).json());
  if (basemap.kind !== "pmtiles")
    throw new Error(`expected a PMTiles basemap, got ${basemap.kind}`);
  return basemap.url;
}

describe("the basemap as the server runs it", () => {
  const ctx = useTestApp();
  afterEach(() => rmSync(basemapIn(ctx.dataDir), { force: true }));

  it("is the outline map until a PMTiles file lies beside the data, then that file, with no restart", async () => {
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    const before = await driver.client.get("/api/map-config");
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ basemap: { kind: "outlines" } });
    expect((await driver.client.get("/api/map/basemap.pmtiles")).json().error.message).toBe(
      messages.map.noBasemapFile,
    );

    const written = writeTestBasemap(basemapIn(ctx.dataDir));
    const after = MapConfigSchema.parse((await driver.client.get("/api/map-config")).json());
    expect(after.basemap).toEqual({
      kind: "pmtiles",
      url: expect.stringMatching(/^\/api\/map\/basemap\.pmtiles\?v=[\w-]+$/),
      // The credit the file carries, as text and a link, never as HTML.
      attribution: [
        { text: "Test streets", href: "https://example.com/test-streets" },
        { text: " drawn for Haulwise", href: null },
      ],
      tiles: "vector",
      minZoom: 0,
      maxZoom: 15,
      bounds: {
        west: expect.closeTo(written.bounds.west, 6),
        south: expect.closeTo(written.bounds.south, 6),
        east: expect.closeTo(written.bounds.east, 6),
        north: expect.closeTo(written.bounds.north, 6),
      },
    });
  });

  it("serves the file by byte ranges: 206 with Content-Range, clipped at the end, 416 past it", async () => {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const { size } = writeTestBasemap(basemapIn(ctx.dataDir));
    const bytes = readFileSync(basemapIn(ctx.dataDir));
    const url = await pmtilesUrl(contractor.client);

    // The header, as the pmtiles library asks for it first.
    const header = await contractor.client.get(url, { headers: { range: "bytes=0-126" } });
    expect(header.statusCode).toBe(206);
    expect(header.headers["content-range"]).toBe(`bytes 0-126/${size}`);
    expect(header.headers["accept-ranges"]).toBe("bytes");
    expect(header.headers["content-length"]).toBe("127");
    expect(header.headers["content-type"]).toBe("application/vnd.pmtiles");
    expect(header.rawPayload.subarray(0, 7).toString("ascii")).toBe("PMTiles");
    expect(header.rawPayload.equals(bytes.subarray(0, 127))).toBe(true);

    // A range in the middle, byte for byte, never compressed (offsets must stay offsets).
    const middle = await contractor.client.get(url, {
      headers: { range: "bytes=200-299", "accept-encoding": "br, gzip" },
    });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers["content-encoding"]).toBeUndefined();
    expect(middle.headers["content-range"]).toBe(`bytes 200-299/${size}`);
    expect(middle.rawPayload.equals(bytes.subarray(200, 300))).toBe(true);

    // The library's first read is 16 KiB; a smaller file answers what it has.
    const clipped = await contractor.client.get(url, { headers: { range: "bytes=0-16383" } });
    expect(size).toBeLessThan(16_384);
    expect(clipped.statusCode).toBe(206);
    expect(clipped.headers["content-range"]).toBe(`bytes 0-${size - 1}/${size}`);
    expect(clipped.rawPayload.equals(bytes)).toBe(true);

    const last = await contractor.client.get(url, { headers: { range: "bytes=-10" } });
    expect(last.statusCode).toBe(206);
    expect(last.rawPayload.equals(bytes.subarray(size - 10))).toBe(true);

    const past = await contractor.client.get(url, { headers: { range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${size}`);
    expect(past.json().error).toEqual({
      code: "RANGE_NOT_SATISFIABLE",
      message: messages.map.rangeNotSatisfiable(size),
    });

    // Without a range, the whole file; with its tag, nothing to send again.
    const whole = await contractor.client.get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    expect(whole.headers["cache-control"]).toBe("private, max-age=86400");
    const etag = String(whole.headers.etag);
    const again = await contractor.client.get(url, { headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });

  it("serves a replaced file under a new address, its own bytes", async () => {
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    writeTestBasemap(basemapIn(ctx.dataDir), { maxZoom: 12 });
    const first = await pmtilesUrl(driver.client);
    writeTestBasemap(basemapIn(ctx.dataDir), {
      maxZoom: 14,
      center: { latitude: 36.74, longitude: -119.78 },
    });
    const second = await pmtilesUrl(driver.client);
    expect(second).not.toBe(first);
    const body = await driver.client.get(second);
    expect(body.rawPayload.equals(readFileSync(basemapIn(ctx.dataDir)))).toBe(true);
  });

  it("keeps to the outlines when the file is not a PMTiles file", async () => {
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    writeFileSync(basemapIn(ctx.dataDir), "<html>not a map</html>");
    expect((await driver.client.get("/api/map-config")).json()).toEqual({
      basemap: { kind: "outlines" },
    });
    expect((await driver.client.get("/api/map/basemap.pmtiles")).statusCode).toBe(404);
  });

  it("is read by signed-in people only", async () => {
    writeTestBasemap(basemapIn(ctx.dataDir));
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get("/api/map-config")).statusCode).toBe(401);
    const file = await anonymous.get("/api/map/basemap.pmtiles", {
      headers: { range: "bytes=0-126" },
    });
    expect(file.statusCode).toBe(401);
    expect(Object.keys(file.json())).toEqual(["error"]);
  });
});

describe("a map panning through many tiles", () => {
  const ctx = useTestApp({ RATE_LIMIT_MAX: "5" });

  it("spends no API allowance on the basemap's ranges", async () => {
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    writeTestBasemap(basemapIn(ctx.dataDir));
    const url = await pmtilesUrl(driver.client);
    for (let i = 0; i < 30; i++) {
      const range = await driver.client.get(url, { headers: { range: `bytes=${i}-${i + 99}` } });
      expect(range.statusCode).toBe(206);
    }
    // The API allowance is untouched by them: the next API reads still answer.
    expect((await driver.client.get("/api/map-config")).statusCode).toBe(200);
  });
});

describe("a tile server named in the settings", () => {
  const ctx = useTestApp({
    MAP_TILE_URL: "https://tiles.example.com/streets/{z}/{x}/{y}.png",
    MAP_TILE_ATTRIBUTION: 'Tiles © <a href="https://tiles.example.com/terms">Example Tiles</a>',
    MAP_TILE_MAX_ZOOM: "18",
  });

  it("is what maps draw, with its credit, and pages may load its images", async () => {
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    const answer = await driver.client.get("/api/map-config");
    expect(answer.json()).toEqual({
      basemap: {
        kind: "tiles",
        url: "https://tiles.example.com/streets/{z}/{x}/{y}.png",
        attribution: [
          { text: "Tiles © ", href: null },
          { text: "Example Tiles", href: "https://tiles.example.com/terms" },
        ],
        maxZoom: 18,
      },
    });
    expect(answer.headers["content-security-policy"]).toMatch(
      /img-src 'self' data: blob: https:\/\/tiles\.example\.com;/,
    );
  });
});

describe("a PMTiles file named in the settings, with the operator's credit", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "haulwise-basemap-"));
  const file = path.join(folder, "fresno.pmtiles");
  writeTestBasemap(file, { center: { latitude: 36.74, longitude: -119.78 } });
  const ctx = useTestApp({
    MAP_PMTILES_FILE: file,
    MAP_PMTILES_ATTRIBUTION: "© OpenStreetMap contributors",
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("serves that file, credited as the operator says", async () => {
    const driver = await createVerifiedUser(ctx, { role: "driver" });
    const { basemap } = (await driver.client.get("/api/map-config")).json();
    expect(basemap).toMatchObject({
      kind: "pmtiles",
      attribution: [{ text: "© OpenStreetMap contributors", href: null }],
    });
    const range = await driver.client.get(basemap.url, { headers: { range: "bytes=0-6" } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe("PMTiles");
  });
});
