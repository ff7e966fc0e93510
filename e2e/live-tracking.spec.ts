import { messages, TRACKING } from "@haulwise/domain";
import type { Page, WebSocketRoute } from "@playwright/test";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { userIdOf } from "./support/database.js";
import { expect, test, uniqueClientAddress } from "./support/fixtures.js";
import { addCompanyDriver, createJob, expectAccessibleInBothThemes } from "./support/jobs.js";
import { toastWith } from "./support/toasts.js";
import { deviceIdFor, infoWindowBox, sendFix, setDuty, trailOf } from "./support/tracking.js";

const m = messages.tracking;

// Live maps and the realtime client, seen from a contractor's browser and a driver's.

const SAN_FRANCISCO = { latitude: 37.7749, longitude: -122.4194 };
/**
 * A drive north-east through San Francisco, each stop about 300 m from the last: far enough for
 * the tracker to record it at once. Moves come 2 s apart, so the server (which flags a move no
 * truck could make, allowing for each fix's accuracy) takes every one as driven.
 */
const route = Array.from({ length: 10 }, (_, step) => ({
  latitude: SAN_FRANCISCO.latitude + step * 0.002,
  longitude: SAN_FRANCISCO.longitude + step * 0.002,
  accuracy: 50,
}));
const SECONDS_BETWEEN_MOVES = 2;

/** Counts the company map's HTTP reads, to show updates arrive over the socket instead. */
function countPositionReads(page: Page) {
  const reads = { count: 0 };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/tracking/positions") reads.count++;
  });
  return reads;
}

test("two windows, a driver and a contractor, show the truck moving live through lost connections on both sides", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, { firstName: "Nia", lastName: "Diaz" });
  const driverId = userIdOf(server, driver.email);
  const office = await apiAs(server, contractor);

  // The driver, in a browser of their own whose GPS Chromium emulates, goes on duty on the
  // dashboard: the tracker the app runs sends the position, nothing else does.
  const driverContext = await browser.newContext({
    baseURL: server.baseURL,
    // A phone in a truck, not in the contractor's office.
    extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() },
    geolocation: route[0],
    permissions: ["geolocation"],
  });
  const driverPage = await driverContext.newPage();
  await signIn(driverPage, server, driver);
  await driverPage.goto("/driver-dashboard");
  const onDuty = driverPage.getByRole("switch", { name: "On duty" });
  const status = driverPage.getByRole("status").filter({ hasText: /./ }).first();
  await onDuty.click();
  await expect(onDuty).toBeChecked();
  await expect(status).toContainText("Sharing your location · sent");
  let stop = 0;
  async function drive() {
    await driverPage.waitForTimeout(SECONDS_BETWEEN_MOVES * 1000);
    await driverContext.setGeolocation(route[++stop]!);
  }

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
  await expect(map.getByText(m.loadingMap)).toBeHidden();
  await expect(map.getByTestId("driver-count")).toHaveText("1 driver");
  // Choosing the driver opens their info window and draws the day's trail, said in words too.
  await map.getByRole("button", { name: "Show Nia Diaz on the map" }).click();
  await expect(page.locator(".leaflet-popup")).toContainText("Nia Diaz");
  await expect(page.locator(".leaflet-popup")).toContainText("Last update");
  const trailSummary = map.getByTestId("trail-summary");
  await expect(trailSummary).toContainText("Nia Diaz's route today: 1 position");
  let before = await infoWindowBox(page);
  const readsBefore = reads.count;

  // The driver drives; the marker and its info window follow, and the trail grows, with no
  // reload and no read of the whole map.
  for (const positions of [2, 3]) {
    await drive();
    await expect
      .poll(async () => (await infoWindowBox(page)).y, { timeout: 10_000 })
      .toBeLessThan(before.y - 5);
    const moved = await infoWindowBox(page);
    expect(moved.x).toBeGreaterThan(before.x + 5);
    before = moved;
    await expect(trailSummary).toContainText(`route today: ${positions} positions`);
  }
  expect(reads.count).toBe(readsBefore);

  // The driver loses signal for three fixes: they wait on the phone, the map stays put.
  await driverContext.setOffline(true);
  for (const waiting of [1, 2, 3]) {
    await drive();
    await expect(status).toHaveText(m.waiting(waiting));
  }
  expect((await infoWindowBox(page)).y).toBeCloseTo(before.y, 0);
  await expect(trailSummary).toContainText("route today: 3 positions");
  // Back in signal: each kept fix is stored once, in order, and the contractor's map shows
  // the truck where it is now with the whole way there on its trail.
  await driverContext.setOffline(false);
  await expect(status).toContainText("Sharing your location · sent");
  await expect(trailSummary).toContainText("route today: 6 positions");
  await expect
    .poll(async () => (await infoWindowBox(page)).y, { timeout: 10_000 })
    .toBeLessThan(before.y - 20);
  before = await infoWindowBox(page);
  const stored = (await trailOf(office, driverId)).points;
  expect(stored.map((point) => point.latitude)).toEqual(
    route.slice(0, 6).map((point) => expect.closeTo(point.latitude, 6)),
  );

  // The contractor's connection drops and stays down while the driver drives on.
  cut = true;
  for (const socket of sockets) await socket.close({ code: 1006, reason: "Network down" });
  await drive();
  await expect.poll(async () => (await trailOf(office, driverId)).points.length).toBe(7);
  expect((await infoWindowBox(page)).y).toBeCloseTo(before.y, 0);
  // Back up: the client reconnects on its own and the fresh snapshot brings the missed move.
  cut = false;
  await expect
    .poll(async () => (await infoWindowBox(page)).y, { timeout: 15_000 })
    .toBeLessThan(before.y - 5);
  expect(sockets.length).toBeGreaterThanOrEqual(2);
  await expect(trailSummary).toContainText("route today: 7 positions");

  // The driver's phone reloads Haulwise with no signal: the dashboard, the shift and the map
  // it showed last are there; back in signal the next move gets through.
  await expect(
    driverPage
      .getByRole("region", { name: "Your position and job sites" })
      .getByRole("list", { name: "Drivers on the map" }),
  ).toContainText("Nia Diaz");
  // Installed: the service worker that serves the app without signal controls the page (an
  // install the lost signal above cut short starts again once the signal is back).
  await expect
    .poll(() => driverPage.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 30_000,
    })
    .toBe(true);
  await driverContext.setOffline(true);
  await driverPage.reload();
  await expect(driverPage.getByRole("heading", { name: "Driver Dashboard" })).toBeVisible();
  await expect(onDuty).toBeChecked();
  await expect(
    driverPage
      .getByRole("region", { name: "Your position and job sites" })
      .getByRole("list", { name: "Drivers on the map" }),
  ).toContainText("Nia Diaz");
  await driverContext.setOffline(false);
  await drive();
  // The reloaded tracker does not record again the fix the browser hands back from its
  // cache: the trail is the route driven, each point once.
  const driven = route.slice(0, stop + 1).map((point) => Number(point.latitude.toFixed(6)));
  const trailLatitudes = async () =>
    (await trailOf(office, driverId)).points.map((point) => Number(point.latitude.toFixed(6)));
  await expect.poll(trailLatitudes).toEqual(driven);
  await expect(trailSummary).toContainText(`route today: ${driven.length} positions`);

  // Going off duty reaches the contractor at once: the bell, the alert and the map.
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(messages.notifications.bellLabel(1));
  await onDuty.click();
  await expect(onDuty).not.toBeChecked();
  await expect(status).toHaveText(m.offDuty);
  const stoppedText = m.stoppedSharing("Nia Diaz");
  await expect(bell).toHaveAccessibleName(messages.notifications.bellLabel(2));
  await expect(map.getByTestId("driver-count")).toHaveText("0 drivers");
  await bell.click();
  await expect(page.getByRole("dialog", { name: messages.notifications.heading })).toContainText(
    stoppedText,
  );
  await office.dispose();
  await driverContext.close();
});

test("a free company with four drivers sharing sees three and the plan banner, chooses who, and upgrades to see all", async ({
  page,
  server,
}) => {
  test.setTimeout(60_000);
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
  await expect(map.getByTestId("driver-count")).toHaveText("3/4 drivers");
  await expect(map.getByText("3 of 4 drivers", { exact: true })).toBeAttached();
  await expect(map.getByText(m.planLimit(3, 4))).toBeVisible();
  await expect(map.getByRole("listitem").filter({ hasText: "Hall" })).toHaveCount(3);
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await expectAccessibleInBothThemes(page);
  // On a phone the overlays wrap inside the map and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(map.getByText(m.planLimit(3, 4))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath("phone.png"), fullPage: false });

  await page.setViewportSize({ width: 1280, height: 800 });

  // The contractor chooses who the three are: Di instead of whoever the default left out.
  const onMap = map.getByRole("list", { name: "Drivers on the map" });
  await map.getByRole("button", { name: "Choose drivers" }).click();
  const choice = page.getByRole("dialog", { name: "Choose who stays on the map" });
  await expect(choice.getByText("3 of 3 chosen")).toBeVisible();
  const left = choice.getByRole("checkbox", { checked: false });
  await expect(left).toHaveCount(1);
  await expect(left).toBeDisabled();
  const leftOut = (await left.locator("xpath=..").innerText()).trim();
  const dropped = leftOut === "Ana Hall" ? "Ben Hall" : "Ana Hall";
  await expectAccessibleInBothThemes(page);
  await choice.getByRole("checkbox", { name: dropped }).uncheck();
  await choice.getByRole("checkbox", { name: leftOut }).check();
  await choice.getByRole("button", { name: "Save", exact: true }).click();
  await expect(choice).toBeHidden();
  await expect(onMap).toContainText(leftOut);
  await expect(onMap).not.toContainText(dropped);
  await expect(map.getByTestId("driver-count")).toHaveText("3/4 drivers");

  // Upgrade Plan leads to the plans; once Pro is paid for, the map shows everyone.
  await map.getByRole("button", { name: m.upgradePlan }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await page
    .getByRole("group", { name: "Pro" })
    .getByRole("button", { name: messages.subscription.selectPlan })
    .click();
  await page.getByRole("button", { name: "Pay $9.99" }).click();
  await expect(toastWith(page, messages.subscription.success)).toBeVisible();
  await page.goto("/contractor-dashboard?tab=tracking");
  await expect(map.getByTestId("driver-count")).toHaveText("4 drivers");
  await expect(onMap.getByRole("listitem")).toHaveCount(4);
  await expect(map.getByText(m.planLimit(3, 4))).toHaveCount(0);
});

test("a driver who closes Haulwise turns grey at once and reaches the contractor's bell once it stays closed", async ({
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
  const drivers = map.getByRole("list", { name: "Drivers on the map" });
  await expect(drivers).toContainText("Oli Park");
  const bell = page.getByRole("button", { name: /^Notifications/ });
  // The driver joining the company is news already waiting.
  await expect(bell).toHaveAccessibleName(messages.notifications.bellLabel(1));

  // Closing Haulwise sends the tracker's stop beacon: the map says so at once.
  const stop = await driverApi.post("/api/positions/events", {
    data: { deviceId: device, type: "stopped", at: new Date().toISOString() },
  });
  expect(stop.status(), await stop.text()).toBe(204);
  await driverApi.dispose();
  await expect(drivers).toContainText("Stopped sharing");

  // A page that stays closed past the grace (a reload would be back) is news: in the page,
  // in the map's alerts and in the bell.
  const stoppedText = m.stoppedSharing("Oli Park");
  const grace = { timeout: TRACKING.stoppedGraceMs + 15_000 };
  await expect(toastWith(page, stoppedText)).toBeVisible(grace);
  await expect(bell).toHaveAccessibleName(messages.notifications.bellLabel(2));
  await expect(map.getByRole("region", { name: "Tracking alerts" })).toContainText(stoppedText);
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
  const [title] = m.realtimeSetupFailed.split(" - ");
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

test("the jobs list loads its map's code only once Show Map is chosen", async ({
  page,
  server,
}) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  // The bundler decides which chunk the shared map component lands in; the company map's own
  // chunk and Leaflet's engine are the two that must wait for the click.
  const mapCode = /\/assets\/(company-live-map|live-map|engine)-[^/]+\.js$/;
  const loaded = () => scripts.flatMap((url) => mapCode.exec(url)?.[1] ?? []);
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  await page.goto("/jobs");
  await expect(page.getByRole("button", { name: "Show Map" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(loaded()).toEqual([]);

  await page.getByRole("button", { name: "Show Map" }).click();
  await expect(page.getByRole("region", { name: "Live map of your drivers" })).toBeVisible();
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await expect.poll(() => loaded()).toEqual(expect.arrayContaining(["company-live-map", "engine"]));
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
  await expect(page.getByText("Job Location", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Set job location" }).click();
  await page.getByLabel("Site address").fill("420 22nd St, San Francisco");
  const map = page.locator(".leaflet-container");
  await expect(page.getByText(m.loadingMap)).toBeHidden();
  const box = await map.boundingBox();
  if (!box) throw new Error("The map has no box");
  await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 + 30 } });
  await expect(page.getByText(/^Chosen on the map: 37\.\d{6}, -122\.\d{6}$/)).toBeVisible();
  await page.getByRole("button", { name: "Save location" }).click();

  await expect(page.getByText("Job location saved")).toBeVisible();
  const card = page
    .getByText("Job Location", { exact: true })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(card).toContainText("420 22nd St, San Francisco");
  await expect(card).toContainText(/37\.\d{6}, -122\.\d{6}/);
  await expect(page.getByRole("button", { name: "Move job location" })).toBeVisible();
});

test("a contractor finds a job site on the map from its address, then saves it", async ({
  page,
  server,
}) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const api = await apiAs(server, contractor);
  const job = await createJob(api, { title: "Quarry run" });
  await api.dispose();

  await signIn(page, server, contractor);
  await page.goto(`/jobs/${job.id}?tab=drivers`);
  await page.getByRole("button", { name: "Set job location" }).click();
  await expect(page.getByText(m.loadingMap)).toBeHidden();
  const address = page.getByLabel("Site address");
  await address.fill("North pit");
  await page.getByRole("button", { name: "Find on map" }).click();
  await expect(page.getByText(messages.jobs.placeNotFound)).toBeVisible();

  await address.fill("1 Quarry Road, Fresno, CA 93721");
  await page.getByRole("button", { name: "Find on map" }).click();
  await expect(
    page.getByText(
      "Found 93721 (Fresno, CA): 36.737700, -119.784300. Click the map to place the site exactly.",
    ),
  ).toBeVisible();
  // The map has come to Fresno: the pin is inside it, where the site will be saved.
  const map = page.locator(".leaflet-container");
  await map.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      const [pin, frame] = [
        await page.locator(".hw-map-pin-draft").boundingBox(),
        await map.boundingBox(),
      ];
      return (
        !!pin &&
        !!frame &&
        pin.x >= frame.x &&
        pin.x + pin.width <= frame.x + frame.width &&
        pin.y >= frame.y &&
        pin.y + pin.height <= frame.y + frame.height
      );
    })
    .toBe(true);
  await page.getByRole("button", { name: "Save location" }).click();

  await expect(page.getByText("Job location saved")).toBeVisible();
  const card = page
    .getByText("Job Location", { exact: true })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(card).toContainText("1 Quarry Road, Fresno, CA 93721");
  await expect(card).toContainText("36.737700, -119.784300");
});

test("every live map shows the driver sharing: Fleet Location, the job list, the job, and the driver's own", async ({
  page,
  browser,
  server,
}) => {
  // Four maps, two people and two accessibility passes on a shared two-core machine.
  test.setTimeout(60_000);
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, { firstName: "Kai", lastName: "Moss" });
  const office = await apiAs(server, contractor);
  const job = await createJob(office, {
    title: "Pier 70 fill",
    locationAddress: "420 22nd St, San Francisco",
    latitude: 37.7577,
    longitude: -122.3868,
  });
  const assign = await office.post(`/api/jobs/${job.id}/drivers`, {
    data: { driverId: userIdOf(server, driver.email) },
  });
  expect(assign.status(), await assign.text()).toBe(204);
  await office.dispose();
  const driverApi = await apiAs(server, driver);
  await setDuty(driverApi, true);
  await sendFix(driverApi, { deviceId: deviceIdFor("kai"), seq: 1, ...SAN_FRANCISCO });
  await driverApi.dispose();

  await signIn(page, server, contractor);
  const driversOf = (region: string) =>
    page.getByRole("region", { name: region }).getByRole("list", { name: "Drivers on the map" });
  await page.goto("/dashboard");
  await expect(driversOf("Fleet Location map")).toContainText("Kai Moss");
  await page.goto("/jobs");
  await page.getByRole("button", { name: "Show Map" }).click();
  await expect(driversOf("Live map of your drivers")).toContainText("Kai Moss");
  await page.goto(`/jobs/${job.id}?tab=drivers`);
  await expect(driversOf("Live map of Pier 70 fill")).toContainText("Kai Moss");
  await expect(page.getByText("Job Location", { exact: true })).toBeVisible();

  const driverContext = await browser.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() },
  });
  const driverPage = await driverContext.newPage();
  await signIn(driverPage, server, driver);
  await driverPage.goto("/driver-map");
  await expect(driverPage.getByRole("heading", { name: "Route Map" })).toBeVisible();
  const own = driverPage.getByRole("region", { name: "Your position and job sites" });
  await expect(own.getByRole("list", { name: "Drivers on the map" })).toContainText("Kai Moss");
  await expect(own.getByTestId("trail-summary")).toContainText("Your route today: 1 position");
  // The job's site is a pin on the driver's map, named for the job.
  await expect(driverPage.locator(".hw-map-pin-site")).toHaveCount(1);
  await expect(driverPage.locator('.leaflet-marker-icon[title^="Pier 70 fill"]')).toHaveCount(1);
  await expectAccessibleInBothThemes(driverPage);
  await driverContext.close();
});
