import { rmSync } from "node:fs";
import path from "node:path";
import { messages, type Site } from "@haulwise/domain";
import type { Page } from "@playwright/test";
import { writeTestBasemap } from "../scripts/lib/test-basemap.mjs";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { expectAccessibleInBothThemes } from "./support/jobs.js";

const m = messages.siteScreens;

// A contractor draws the fences that count loads: a pit as a circle dragged to size, a dump
// site as a polygon clicked corner by corner, on a street map the server serves itself.

const SAN_FRANCISCO = { latitude: 37.7749, longitude: -122.4194 };

test.afterEach(({ server }) =>
  rmSync(path.join(server.dataDir, "basemap.pmtiles"), { force: true }),
);

/** A point of the map's box, as fractions of its width and height from its top left. */
async function mapPoint(page: Page, x: number, y: number) {
  const box = await page.locator(".leaflet-container").boundingBox();
  if (!box) throw new Error("no map on the page");
  return { x: box.x + box.width * x, y: box.y + box.height * y };
}

test("a contractor draws a pit by dragging a circle's radius and a dump site by clicking a polygon's corners", async ({
  page,
  server,
}) => {
  test.setTimeout(150_000);
  writeTestBasemap(path.join(server.dataDir, "basemap.pmtiles"), { center: SAN_FRANCISCO });
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  await page.goto("/sites");
  await expect(page.getByRole("heading", { name: m.title, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator(".leaflet-container")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(m.none)).toBeVisible();

  // The pit: found from its town, then its circle dragged wider on the map.
  await page.getByRole("button", { name: m.newSite }).click();
  const form = page.getByRole("form", { name: m.drawHeading });
  await form.getByLabel(m.name).fill("North pit");
  await form.getByLabel(m.address).fill("San Francisco, CA");
  await form.getByRole("button", { name: m.findOnMap }).click();
  const edge = page.getByTitle("Drag to change the radius");
  await expect(edge).toBeVisible();
  const start = await edge.boundingBox();
  if (!start) throw new Error("no radius handle");
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 60, start.y + start.height / 2, { steps: 8 });
  await page.mouse.up();
  // The typed radius follows the drag: wider than the 100 m a circle starts with.
  await expect
    .poll(async () => Number(await form.getByLabel(m.radius).inputValue()))
    .toBeGreaterThan(120);
  const draggedRadius = Number(await form.getByLabel(m.radius).inputValue());
  await form.getByLabel(m.minDwell).fill("3");
  await form.getByRole("button", { name: m.save }).click();
  await expect(form).toHaveCount(0);
  const list = page.getByRole("list", { name: m.list });
  await expect(list.getByRole("listitem").filter({ hasText: "North pit" })).toContainText(
    `Circle, radius ${draggedRadius} m`,
  );

  // The dump site: four corners clicked in order around it.
  await page.getByRole("button", { name: m.newSite }).click();
  await form.getByLabel(m.name).fill("Maple Street fill");
  await form.getByText(m.polygon, { exact: true }).click();
  await expect(page.getByText(m.pickPolygon)).toBeVisible();
  for (const [x, y] of [
    [0.2, 0.2],
    [0.35, 0.2],
    [0.35, 0.4],
    [0.2, 0.4],
  ] as const) {
    const point = await mapPoint(page, x, y);
    await page.mouse.click(point.x, point.y);
  }
  await expect(form.getByText(m.polygonHint(4))).toBeVisible();
  await form.getByRole("button", { name: m.save }).click();
  await expect(form).toHaveCount(0);
  await expect(list.getByRole("listitem").filter({ hasText: "Maple Street fill" })).toContainText(
    "Polygon, 4 corners",
  );

  // What the server keeps is what was drawn.
  const api = await apiAs(server, contractor);
  const { sites } = (await (await api.get("/api/sites")).json()) as { sites: Site[] };
  const pit = sites.find((site) => site.name === "North pit");
  const fill = sites.find((site) => site.name === "Maple Street fill");
  expect(pit?.geometry).toMatchObject({ type: "circle", radiusMetres: draggedRadius });
  expect(pit?.minDwellSeconds).toBe(180);
  expect(fill?.geometry.type).toBe("polygon");
  expect(fill?.geometry.type === "polygon" && fill.geometry.points).toHaveLength(4);
  await api.dispose();

  // Both fences are drawn, on the Sites map and on the company's live map.
  await page.screenshot({ path: test.info().outputPath("sites.png") });
  await expectAccessibleInBothThemes(page);
  await page.goto("/contractor-dashboard?tab=tracking");
  await expect(page.locator(".leaflet-container")).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLCanvasElement>(".leaflet-hw-fences-pane canvas"))
          .filter((canvas) => canvas.width > 0)
          .some((canvas) => {
            const context = canvas.getContext("2d");
            if (!context) return false;
            const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
            for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
            return false;
          }),
      ),
    )
    .toBe(true);
});
