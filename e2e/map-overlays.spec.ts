import type { Locator, Page } from "@playwright/test";
import { apiAs, createVerifiedAccount, signIn, type TestAccount } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { addCompanyDriver, createJob } from "./support/jobs.js";
import type { RunningServer } from "./support/server.js";
import { setDuty } from "./support/tracking.js";

// A Free company's map with more drivers than the plan shows and drivers standing idle: the
// plan banner, the alerts and the scale all want the bottom of the map, and the list under it
// leads back up to an info window.

const MINUTE = 60_000;
const PIT = { latitude: 30.2672, longitude: -97.7431 };

test.use({ serverOptions: { testClock: true } });
test.describe.configure({ timeout: 120_000 });

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error("No box");
  return box;
}

/** Four drivers on a job standing still for eleven minutes on the server's clock, then the alert sweep. */
async function idleCompany(server: RunningServer): Promise<TestAccount> {
  const clock = server.clock!;
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const office = await apiAs(server, contractor);
  const job = await createJob(office);
  const names = ["Ada", "Bea", "Cal", "Dee"];
  const cabs = [];
  for (const firstName of names) {
    const driver = await addCompanyDriver(server, contractor, { firstName, lastName: "Quarry" });
    const cab = await apiAs(server, driver);
    const driverId = (await (await cab.get("/api/me")).json()).user.id as string;
    const assigned = await office.post(`/api/jobs/${job.id}/drivers`, { data: { driverId } });
    expect(assigned.status(), await assigned.text()).toBe(204);
    await setDuty(cab, true);
    cabs.push(cab);
  }
  // A fix a minute from each phone, as a browser sends them, for eleven minutes.
  let now = await clock.advance(-11 * MINUTE);
  for (let seq = 1; seq <= 12; seq++) {
    if (seq > 1) now = await clock.advance(MINUTE);
    for (const [index, cab] of cabs.entries()) {
      const fix = {
        seq,
        recordedAt: now.toISOString(),
        latitude: PIT.latitude + index * 0.01,
        longitude: PIT.longitude,
        accuracy: 8,
        speed: 0,
      };
      const sent = await cab.post("/api/positions", {
        data: { deviceId: `e2e-overlay-${index}`, fixes: [fix] },
      });
      expect((await sent.json()).accepted).toBe(1);
    }
  }
  await clock.runWorker("tracking-alert-sweep");
  for (const cab of cabs) await cab.dispose();
  await office.dispose();
  return contractor;
}

async function openTrackingTab(page: Page, server: RunningServer, contractor: TestAccount) {
  await signIn(page, server, contractor);
  await page.goto("/contractor-dashboard?tab=tracking");
  const map = page.getByRole("region", { name: "Live map of your drivers" });
  await expect(map.getByRole("button", { name: "Upgrade Plan" })).toBeVisible();
  return map;
}

test("on a desktop the plan banner and the alerts leave the scale bar clear, and Show brings the info window's title into view below the top bar", async ({
  page,
  server,
}) => {
  const contractor = await idleCompany(server);
  await page.setViewportSize({ width: 1280, height: 800 });
  const map = await openTrackingTab(page, server, contractor);
  const alerts = map.getByRole("region", { name: "Tracking alerts" });
  await expect(alerts).toContainText("may be inactive");
  const scale = await boxOf(page.locator(".leaflet-control-scale"));
  const banner = await boxOf(map.getByText(/Upgrade to see all/).locator(".."));
  expect(overlap(banner, scale), "the plan banner covers the scale bar").toBe(false);
  expect(overlap(await boxOf(alerts), scale), "the alerts cover the scale bar").toBe(false);

  // Down at the list, Show on the last driver: the map comes back into view with the info
  // window's title readable, not under the sticky top bar.
  const show = map.getByRole("button", { name: /^Show .+ on the map$/ }).last();
  await show.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await show.click();
  const title = page.locator(".leaflet-popup strong");
  const topBar = await boxOf(page.locator("header").first());
  await expect
    .poll(async () => {
      const box = await title.boundingBox();
      return box ? box.y >= topBar.y + topBar.height && box.y + box.height <= 800 : false;
    })
    .toBe(true);
});

test("on a phone the alerts fold to one line over the map and open on request", async ({
  page,
  server,
}) => {
  const contractor = await idleCompany(server);
  await page.setViewportSize({ width: 390, height: 844 });
  const map = await openTrackingTab(page, server, contractor);
  const alerts = map.getByRole("region", { name: "Tracking alerts" });
  const frame = await boxOf(page.locator(".leaflet-container").first());
  const folded = await boxOf(alerts);
  expect(folded.height, "the alerts take the bottom of the map").toBeLessThanOrEqual(48);
  const scale = await boxOf(page.locator(".leaflet-control-scale"));
  expect(overlap(folded, scale), "the alerts cover the scale bar").toBe(false);
  expect(folded.y + folded.height).toBeLessThanOrEqual(frame.y + frame.height);

  await alerts.getByRole("button", { name: /Alerts \(\d\)/ }).click();
  await expect(alerts.getByRole("button", { name: /may be inactive/ }).first()).toBeVisible();
});
