import type { Locator, Page } from "@playwright/test";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { userIdOf } from "./support/database.js";
import { expect, test } from "./support/fixtures.js";
import { addCompanyDriver, createJob } from "./support/jobs.js";
import { deviceIdFor, sendFix, setDuty } from "./support/tracking.js";

// A dispatcher in Austin with trucks at one pit: the map opens where the company works, each
// marker carries its truck's number without labels piling up, and truck #23 is one click
// away from its row.

const PIT = { latitude: 30.3005, longitude: -97.7002 };
const PAD = { latitude: 30.2433, longitude: -97.7814 };

type Box = { x: number; y: number; width: number; height: number };

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function visibleLabels(map: Locator) {
  const labels = map.locator(".hw-truck-label:visible");
  const boxes: Array<{ text: string; box: Box }> = [];
  for (const label of await labels.all()) {
    const box = await label.boundingBox();
    if (box) boxes.push({ text: (await label.textContent()) ?? "", box });
  }
  return boxes;
}

async function expectNoLabelsOverlap(map: Locator) {
  const labels = await visibleLabels(map);
  for (const [i, a] of labels.entries()) {
    for (const b of labels.slice(i + 1)) {
      expect(overlap(a.box, b.box), `${a.text} overlaps ${b.text}`).toBe(false);
    }
  }
  return labels.map((label) => label.text);
}

async function mapBox(page: Page) {
  const box = await page.locator(".leaflet-container").first().boundingBox();
  if (!box) throw new Error("The map has no box");
  return box;
}

test("the company map opens on its jobs, labels trucks by number without overlaps, and Show on map finds truck #23", async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const office = await apiAs(server, contractor);
  await createJob(office, { title: "North pit run", locationAddress: "Pit road", ...PIT });
  await createJob(office, { title: "Pad 4", locationAddress: "Pad 4, Austin", ...PAD });

  // Nobody shares yet: the map opens on the company's two job sites, not on another city.
  await signIn(page, server, contractor);
  await page.goto("/contractor-dashboard?tab=tracking");
  const map = page.getByRole("region", { name: "Live map of your drivers" });
  // A loaded two-core machine can take a while to bring the map's code in.
  await expect(map.getByRole("application")).toBeVisible({ timeout: 30_000 });
  const pins = map.locator(".hw-map-pin-site");
  await expect(pins).toHaveCount(2);
  const frame = await mapBox(page);
  for (const pin of await pins.all()) {
    const box = await pin.boundingBox();
    expect(box && inside(box, frame)).toBe(true);
  }

  // Three trucks queue at the pit, a few metres apart.
  const numbers = ["23", "7", "8"];
  for (const [index, number] of numbers.entries()) {
    const driver = await addCompanyDriver(server, contractor, {
      firstName: ["Ana", "Ben", "Cruz"][index],
      lastName: "Vega",
    });
    const truck = await office.post("/api/trucks", {
      data: { make: "Kenworth", model: "T880", truckNumber: number, status: "active" },
    });
    expect(truck.status(), await truck.text()).toBe(201);
    const { id } = (await truck.json()) as { id: string };
    const assigned = await office.put(`/api/trucks/${id}/assignment`, {
      data: { driverId: userIdOf(server, driver.email) },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    const driverApi = await apiAs(server, driver);
    await setDuty(driverApi, true);
    await sendFix(driverApi, {
      deviceId: deviceIdFor(`fleet-map-${number}`),
      seq: 1,
      latitude: PIT.latitude + index * 0.0003,
      longitude: PIT.longitude,
    });
    await driverApi.dispose();
  }
  await office.dispose();

  await page.reload();
  await expect(map.getByRole("list", { name: "Drivers on the map" })).toContainText("Cruz Vega");
  // At the zoom that fits the pit and the pad, the three labels would pile up: some wait.
  await expect.poll(async () => (await visibleLabels(map)).length).toBeGreaterThan(0);
  const atFleetZoom = await expectNoLabelsOverlap(map);
  expect(atFleetZoom.length).toBeLessThan(3);

  // Truck #23's row on the trucks screen leads to it on the map, its info window open.
  await page.goto("/vehicles");
  await page.getByRole("link", { name: "Show on map: #23 Kenworth T880" }).click();
  await expect(page).toHaveURL(/tab=tracking&truck=/);
  const info = page.locator(".leaflet-popup");
  await expect(info).toContainText("Ana Vega · #23 Kenworth T880");
  await expect(map.locator(".hw-truck-label:visible", { hasText: "#23" })).toBeVisible();

  // Zoomed in to the pit, every truck has its number.
  const zoomIn = page.getByRole("button", { name: "Zoom in" });
  for (let step = 0; step < 4; step++) await zoomIn.click();
  await expect
    .poll(async () => (await expectNoLabelsOverlap(map)).sort())
    .toEqual(["#23", "#7", "#8"]);

  // And a driver's row finds the driver.
  await page.goto("/drivers");
  await page.getByRole("link", { name: "Show on map: Ben Vega" }).click();
  await expect(info).toContainText("Ben Vega · #7 Kenworth T880");
});
