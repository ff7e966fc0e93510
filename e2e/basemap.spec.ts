import { rmSync } from "node:fs";
import path from "node:path";
import { messages } from "@haulwise/domain";
import type { Page } from "@playwright/test";
import { writeTestBasemap } from "../scripts/lib/test-basemap.mjs";
import { createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { expectAccessibleInBothThemes } from "./support/jobs.js";

// The basemap is the running server's setting: a street map file dropped beside the data is
// drawn by the next map opened, from byte ranges the server itself answers.

/** How many distinct colours the street canvases hold: a blank or one-colour tile has one. */
async function streetColours(page: Page): Promise<number> {
  return page.evaluate(() => {
    const colours = new Set<string>();
    for (const canvas of Array.from(
      document.querySelectorAll<HTMLCanvasElement>(".leaflet-hw-streets-pane canvas"),
    )) {
      const context = canvas.getContext("2d");
      if (!context || canvas.width === 0) continue;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4 * 97) {
        colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
      }
    }
    return colours.size;
  });
}

// The server is shared with this worker's other files, whose maps must stay outlines.
test.afterEach(({ server }) =>
  rmSync(path.join(server.dataDir, "basemap.pmtiles"), { force: true }),
);

test("a contractor's map shows outlines and says how to get streets, then streets once a map file lies beside the data", async ({
  page,
  server,
}) => {
  test.setTimeout(150_000);
  const file = path.join(server.dataDir, "basemap.pmtiles");
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  const scripts: string[] = [];
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(server.baseURL).origin && url.protocol.startsWith("http")) {
      elsewhere.push(request.url());
    }
    if (request.resourceType() === "script") scripts.push(url.pathname);
  });

  await page.goto("/contractor-dashboard?tab=tracking");
  const map = page.getByRole("region", { name: "Live map of your drivers" });
  await expect(page.locator(".leaflet-container")).toBeVisible({ timeout: 30_000 });
  const notice = map.getByText(messages.map.outlinesOnly);
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(map.getByText(messages.map.streetsHelp)).toBeVisible();
  await expect(page.locator(".leaflet-control-attribution")).toContainText(
    "Outlines: Natural Earth",
  );
  // The street map's code is never fetched for the outlines.
  expect(scripts.filter((script) => /pmtiles|protomaps/.test(script))).toEqual([]);

  // The operator drops a region's file in; no restart, no rebuild.
  writeTestBasemap(file, { center: { latitude: 37.7749, longitude: -122.4194 } });
  const ranges: { status: number; range: string | undefined; contentRange: string | undefined }[] =
    [];
  page.on("response", (response) => {
    if (!new URL(response.url()).pathname.endsWith("/basemap.pmtiles")) return;
    ranges.push({
      status: response.status(),
      range: response.request().headers().range,
      contentRange: response.headers()["content-range"],
    });
  });
  await page.reload();
  await expect(page.locator(".leaflet-container")).toBeVisible({ timeout: 30_000 });
  await expect(map.getByText(messages.map.outlinesOnly)).toHaveCount(0);
  const credit = page.locator(".leaflet-control-attribution");
  await expect(credit.getByRole("link", { name: "Test streets" })).toHaveAttribute(
    "href",
    "https://example.com/test-streets",
  );
  await expect(credit).not.toContainText("Natural Earth");
  // Streets drawn: the canvases hold land, water and roads, not one flat colour.
  await expect.poll(() => streetColours(page), { timeout: 20_000 }).toBeGreaterThan(3);
  // Every read of the file was a byte range answered 206 by Haulwise itself.
  expect(ranges.length).toBeGreaterThan(0);
  for (const read of ranges) {
    expect(read.range).toMatch(/^bytes=\d+-\d+$/);
    expect(read.status).toBe(206);
    expect(read.contentRange).toMatch(/^bytes \d+-\d+\/\d+$/);
  }
  expect(elsewhere).toEqual([]);

  // Zoomed in to a pit gate: the file's deepest tiles drawn larger, still streets.
  for (let i = 0; i < 6; i++) await page.getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(() => streetColours(page), { timeout: 20_000 }).toBeGreaterThan(2);
  await expectAccessibleInBothThemes(page);
  await page.screenshot({ path: test.info().outputPath("streets.png") });
});
