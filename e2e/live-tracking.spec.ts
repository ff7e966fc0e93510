import { messages } from "@haulwise/domain";
import type { Page, WebSocketRoute } from "@playwright/test";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { addCompanyDriver, createJob, expectAccessibleInBothThemes } from "./support/jobs.js";
import {
  deviceIdFor,
  infoWindowBox,
  sendFix,
  setDuty,
  shareBrowserPosition,
} from "./support/tracking.js";

// Issue 11: live maps and the realtime client, seen from a contractor's browser.

const SAN_FRANCISCO = { latitude: 37.7749, longitude: -122.4194 };
/**
 * Metres. A city-street phone fix; it also lets a few hundred metres between fixes a second
 * apart count as driving rather than a GPS jump (which the server keeps off the map).
 */
const GPS_ACCURACY = 250;
const driveTo = (step: number) => ({
  latitude: SAN_FRANCISCO.latitude + step * 0.003,
  longitude: SAN_FRANCISCO.longitude + step * 0.003,
  accuracy: GPS_ACCURACY,
});

/** Counts the company map's HTTP reads, to show updates arrive over the socket instead. */
function countPositionReads(page: Page) {
  const reads = { count: 0 };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/tracking/positions") reads.count++;
  });
  return reads;
}

test("a driver moves and the contractor's marker follows live, through a lost connection", async ({
  page,
  browser,
  server,
}) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, { firstName: "Nia", lastName: "Diaz" });

  // The driver, in a browser of their own, whose GPS Chromium emulates.
  const driverContext = await browser.newContext({
    baseURL: server.baseURL,
    geolocation: { ...SAN_FRANCISCO, accuracy: GPS_ACCURACY },
    permissions: ["geolocation"],
  });
  const driverPage = await driverContext.newPage();
  await signIn(driverPage, server, driver);
  await driverPage.goto("/driver-map");
  await setDuty(driverPage.request, true);
  const device = deviceIdFor("nia");
  await shareBrowserPosition(driverPage, device, 1);

  // The contractor's socket goes through a route the test can cut, and keep cut.
  let cut = false;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket("**/api/realtime", (socket) => {
    if (cut) {
      socket.close({ code: 1006, reason: "Network down" });
      return;
    }
    sockets.push(socket);
    socket.connectToServer();
  });
  const reads = countPositionReads(page);

  await signIn(page, server, contractor);
  await page.goto("/contractor-dashboard?tab=tracking");
  const map = page.getByRole("region", { name: "Live map of your drivers" });
  await expect(map.getByText(messages.tracking.loadingMap)).toBeHidden();
  await expect(map.getByText("1 drivers on the map")).toBeAttached();
  // Choosing the driver opens their info window and draws the day's trail.
  const trail = page.waitForResponse((response) =>
    /\/api\/drivers\/[^/]+\/trail\?date=\d{4}-\d{2}-\d{2}$/.test(response.url()),
  );
  await map.getByRole("button", { name: "Show Nia Diaz on the map" }).click();
  expect((await (await trail).json()).points.length).toBeGreaterThanOrEqual(1);
  await expect(page.locator(".leaflet-popup")).toContainText("Nia Diaz");
  await expect(page.locator(".leaflet-popup")).toContainText("Last update");
  const before = await infoWindowBox(page);
  const readsBefore = reads.count;

  // The driver drives north-east; the marker (and its info window) follows, no reload, no read.
  await driverContext.setGeolocation(driveTo(1));
  await shareBrowserPosition(driverPage, device, 2);
  await expect
    .poll(async () => (await infoWindowBox(page)).y, { timeout: 10_000 })
    .toBeLessThan(before.y - 20);
  const moved = await infoWindowBox(page);
  expect(moved.x).toBeGreaterThan(before.x + 20);
  expect(reads.count).toBe(readsBefore);

  // The contractor's connection drops and stays down while the driver moves on.
  cut = true;
  for (const socket of sockets) await socket.close({ code: 1006, reason: "Network down" });
  await driverContext.setGeolocation(driveTo(2));
  await shareBrowserPosition(driverPage, device, 3);
  await page.waitForTimeout(1_500);
  expect((await infoWindowBox(page)).y).toBeCloseTo(moved.y, 0);

  // Back up: the client reconnects on its own and the fresh snapshot brings the missed move.
  cut = false;
  await expect
    .poll(async () => (await infoWindowBox(page)).y, { timeout: 15_000 })
    .toBeLessThan(moved.y - 20);
  expect(sockets.length).toBeGreaterThanOrEqual(2);

  // The driver's own map shows where the contractor sees them.
  await driverPage.reload();
  await expect(
    driverPage
      .getByRole("region", { name: "Your position and job sites" })
      .getByRole("list", { name: "Drivers on the map" }),
  ).toContainText("Nia Diaz");
  await driverContext.close();
});

test("a free company with four drivers sharing sees three and the plan banner", async ({
  page,
  server,
}) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const names = ["Ana", "Ben", "Cy", "Di"];
  const drivers = await Promise.all(
    names.map((firstName) => addCompanyDriver(server, contractor, { firstName, lastName: "Hall" })),
  );
  for (const [index, driver] of drivers.entries()) {
    const api = await apiAs(server, driver);
    await setDuty(api, true);
    await sendFix(api, {
      deviceId: deviceIdFor(`free-${index}`),
      seq: 1,
      latitude: SAN_FRANCISCO.latitude + index / 100,
      longitude: SAN_FRANCISCO.longitude,
    });
    await api.dispose();
  }

  await signIn(page, server, contractor);
  await page.goto("/contractor-dashboard?tab=tracking");
  const map = page.getByRole("region", { name: "Live map of your drivers" });
  await expect(map.getByTestId("driver-count")).toHaveText("3/4");
  await expect(map.getByText(messages.tracking.planLimit(3, 4))).toBeVisible();
  await expect(map.getByRole("listitem").filter({ hasText: "Hall" })).toHaveCount(3);
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await expectAccessibleInBothThemes(page);
  // On a phone the overlays wrap inside the map and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(map.getByText(messages.tracking.planLimit(3, 4))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath("phone.png"), fullPage: false });

  await map.getByRole("link", { name: messages.tracking.upgradePlan }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test("a driver who stops sharing reaches the contractor's bell and map without a reload", async ({
  page,
  server,
}) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, { firstName: "Oli", lastName: "Park" });
  const driverApi = await apiAs(server, driver);
  const device = deviceIdFor("oli");
  await setDuty(driverApi, true);
  await sendFix(driverApi, { deviceId: device, seq: 1, ...SAN_FRANCISCO });

  await signIn(page, server, contractor);
  await page.goto("/contractor-dashboard?tab=tracking");
  const map = page.getByRole("region", { name: "Live map of your drivers" });
  await expect(map.getByRole("list", { name: "Drivers on the map" })).toContainText("Oli Park");
  const bell = page.getByRole("button", { name: /^Notifications/ });
  // The driver joining the company is news already waiting.
  await expect(bell).toHaveAccessibleName(messages.notifications.bellLabel(1));

  // Closing Haulwise or going off duty sends the tracker's stop beacon.
  const stop = await driverApi.post("/api/positions/events", {
    data: { deviceId: device, type: "stopped", at: new Date().toISOString() },
  });
  expect(stop.status(), await stop.text()).toBe(204);
  await driverApi.dispose();

  const stoppedText = messages.tracking.stoppedSharing("Oli Park");
  await expect(bell).toHaveAccessibleName(messages.notifications.bellLabel(2));
  await expect(map.getByRole("region", { name: "Tracking alerts" })).toContainText(stoppedText);
  await expect(map.getByRole("list", { name: "Drivers on the map" })).toContainText(
    "Stopped sharing",
  );
  await bell.click();
  await expect(page.getByRole("dialog", { name: messages.notifications.heading })).toContainText(
    stoppedText,
  );
});

test("the job list's map says when live updates cannot be set up, and still shows drivers", async ({
  page,
  server,
}) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await page.routeWebSocket("**/api/realtime", (socket) => {
    socket.close({ code: 1006, reason: "Blocked by a proxy" });
  });
  await signIn(page, server, contractor);
  await page.goto("/jobs");
  await page.getByRole("button", { name: "Show Map" }).click();
  const [title] = messages.tracking.realtimeSetupFailed.split(" - ");
  await expect(page.getByText(title as string)).toBeVisible();
  await expect(page.getByRole("region", { name: "Live map of your drivers" })).toBeVisible();
  await page.getByRole("button", { name: "Hide Map" }).click();
  await expect(page.getByRole("region", { name: "Live map of your drivers" })).toHaveCount(0);
});

test("Leaflet and the outlines load only where a map is shown", async ({ page, server }) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  const mapCode = /\/assets\/(engine|countries-110m|states-10m)-[^/]+\.js$/;
  for (const path of ["/", "/sign-in", "/sign-up"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.filter((url) => mapCode.test(url))).toEqual([]);
  // Nor is Leaflet folded into any chunk those pages load.
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body.includes("leaflet-pane"), url).toBe(false);
  }

  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  await page.goto("/contractor-dashboard?tab=tracking");
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await expect.poll(() => scripts.filter((url) => mapCode.test(url)).length).toBe(3);
});

test("a contractor sets a job's site by address and a click on its map", async ({
  page,
  server,
}) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const api = await apiAs(server, contractor);
  const job = await createJob(api, { title: "Pier 70 fill" });
  await api.dispose();

  await signIn(page, server, contractor);
  await page.goto(`/jobs/${job.id}?tab=drivers`);
  await expect(page.getByText("Job Location")).toHaveCount(0);
  await page.getByRole("button", { name: "Set job location" }).click();
  await page.getByLabel("Site address").fill("420 22nd St, San Francisco");
  const map = page.locator(".leaflet-container");
  await expect(page.getByText(messages.tracking.loadingMap)).toBeHidden();
  const box = await map.boundingBox();
  if (!box) throw new Error("The map has no box");
  await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 + 30 } });
  await expect(page.getByText(/^Chosen on the map: 37\.\d{6}, -122\.\d{6}$/)).toBeVisible();
  await page.getByRole("button", { name: "Save location" }).click();

  await expect(page.getByText("Job location saved")).toBeVisible();
  const card = page.getByText("Job Location").locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(card).toContainText("420 22nd St, San Francisco");
  await expect(card).toContainText(/37\.\d{6}, -122\.\d{6}/);
  await expect(page.getByRole("button", { name: "Move job location" })).toBeVisible();
});
