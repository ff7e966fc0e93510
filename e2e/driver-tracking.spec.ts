import { messages, TRACKING } from "@haulwise/domain";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { apiAs, createVerifiedAccount, signIn, type TestAccount } from "./support/accounts.js";
import { userIdOf } from "./support/database.js";
import { expect, test } from "./support/fixtures.js";
import { addCompanyDriver, expectAccessibleInBothThemes } from "./support/jobs.js";
import type { RunningServer } from "./support/server.js";
import { trailOf } from "./support/tracking.js";

const m = messages.tracking;

/**
 * A route through San Francisco, each stop about 220 m north of the last: far enough to be
 * recorded at once. Moves come 2 s apart, so the server (which flags a fix no truck could
 * reach, allowing for each fix's accuracy) takes every one as driven.
 */
const route = Array.from({ length: 6 }, (_, i) => ({
  latitude: 37.7749 + i * 0.002,
  longitude: -122.4194,
  accuracy: 50,
}));
const SECONDS_BETWEEN_MOVES = 2;

const shiftSwitch = (page: Page) => page.getByRole("switch", { name: "On duty" });
// The shift's own line: offline, the app's banner is a status region too, and says something else.
const statusLine = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: /./ })
    .filter({ hasNotText: messages.offline.notice })
    .first();

test.use({ permissions: ["geolocation"], geolocation: route[0] });
// Journeys with a contractor, two drivers and a few seconds of driving: more than the default.
test.describe.configure({ timeout: 60_000 });

async function goOnDuty(page: Page, server: RunningServer, driver: TestAccount) {
  await signIn(page, server, driver);
  await page.goto("/driver-dashboard");
  await expect(page.getByRole("heading", { name: "Driver Dashboard" })).toBeVisible();
  await expect(shiftSwitch(page)).not.toBeChecked();
  await shiftSwitch(page).click();
  await expect(shiftSwitch(page)).toBeChecked();
  await expect(statusLine(page)).toContainText("Sharing your location · sent");
}

async function moveTo(page: Page, context: BrowserContext, stop: (typeof route)[number]) {
  await page.waitForTimeout(SECONDS_BETWEEN_MOVES * 1000);
  await context.setGeolocation(stop);
}

async function myPosition(api: APIRequestContext) {
  const response = await api.get("/api/me/position");
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

test("on duty, the driver's moves reach the server; three fixes taken offline wait, then arrive once each", async ({
  page,
  context,
  server,
}) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  const api = await apiAs(server, driver);
  const driverId = userIdOf(server, driver.email);
  try {
    await goOnDuty(page, server, driver);
    await expect
      .poll(async () => (await myPosition(api))?.latitude)
      .toBeCloseTo(route[0]!.latitude, 6);
    await expectAccessibleInBothThemes(page);

    await moveTo(page, context, route[1]!);
    await expect
      .poll(async () => (await myPosition(api))?.latitude)
      .toBeCloseTo(route[1]!.latitude, 6);

    await context.setOffline(true);
    for (const [n, stop] of route.slice(2, 5).entries()) {
      await moveTo(page, context, stop);
      await expect(statusLine(page)).toHaveText(m.waiting(n + 1));
    }
    await context.setOffline(false);
    await expect(statusLine(page)).toContainText("Sharing your location · sent");

    await expect.poll(async () => (await trailOf(api, driverId)).points.length).toBe(5);
    const points = (await trailOf(api, driverId)).points;
    // Every fix once, in the order driven.
    expect(points.map((point) => point.latitude)).toEqual(
      route.slice(0, 5).map((stop) => expect.closeTo(stop.latitude, 6)),
    );
    expect((await myPosition(api)).latitude).toBeCloseTo(route[4]!.latitude, 6);
  } finally {
    await api.dispose();
  }
});

test("the driver app opens and reloads without a connection", async ({ page, context, server }) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  await goOnDuty(page, server, driver);
  // The service worker controls the page, and the cache of answers has been saved.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open("haulwise-cache");
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains("cache")) return resolve(false);
              const get = db.transaction("cache").objectStore("cache").get("queries");
              get.onsuccess = () => resolve(JSON.stringify(get.result ?? {}).includes('"duty"'));
              get.onerror = () => resolve(false);
            };
            open.onerror = () => resolve(false);
          }),
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Driver Dashboard" })).toBeVisible();
  await expect(shiftSwitch(page)).toBeChecked();
  await page.goto("/driver-documents");
  await expect(page.getByRole("heading", { name: "Documents" })).toBeVisible();
  await context.setOffline(false);
});

/** The titles in the contractor's bell, newest first. */
const bellOf = (office: APIRequestContext) => async () =>
  (
    (await (await office.get("/api/notifications")).json()).notifications as Array<{
      title: string;
    }>
  ).map((n) => n.title);

test("going off duty tells the contractor the driver stopped sharing", async ({ page, server }) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const first = await addCompanyDriver(server, contractor, { firstName: "Ada", lastName: "Off" });
  const office = await apiAs(server, contractor);
  const bell = bellOf(office);
  try {
    // Off duty: "stopped" is queued before the duty change and sent in that order.
    const writes: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path === "/api/positions/events") writes.push(`event:${request.postDataJSON()?.type}`);
      if (path === "/api/me/duty" && request.method() === "PUT") writes.push("duty");
    });
    await goOnDuty(page, server, first);
    await shiftSwitch(page).click();
    await expect(shiftSwitch(page)).not.toBeChecked();
    await expect(statusLine(page)).toHaveText(m.offDuty);
    await expect.poll(bell).toContain(m.stoppedSharing("Ada Off"));
    expect(writes.slice(writes.indexOf("event:stopped"))).toEqual(["event:stopped", "duty"]);
  } finally {
    await office.dispose();
  }
});

test("closing Haulwise tells the contractor once it stays closed; driving on resumes sharing, and a page that dies without a word still says it stopped", async ({
  page: driverPage,
  context,
  server,
}) => {
  // The grace a reload would come back within comes on top of the journey.
  test.setTimeout(90_000);
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const second = await addCompanyDriver(server, contractor, { firstName: "Bo", lastName: "Gone" });
  const office = await apiAs(server, contractor);
  const bell = bellOf(office);
  try {
    // Closing Haulwise while on duty sends "stopped" as a beacon. What Chromium puts on the
    // wire for it (read through the DevTools protocol, with the page's own pagehide handler
    // run while the page can still be watched) passes the server's cross-site check.
    await goOnDuty(driverPage, server, second);
    const cdp = await context.newCDPSession(driverPage);
    await cdp.send("Network.enable");
    const pings: string[] = [];
    const wire = new Map<string, Record<string, string>>();
    const status = new Map<string, number>();
    cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
      if (request.url.endsWith("/api/positions/events") && type === "Ping") pings.push(requestId);
    });
    cdp.on("Network.requestWillBeSentExtraInfo", ({ requestId, headers }) => {
      wire.set(requestId, headers as Record<string, string>);
    });
    cdp.on("Network.responseReceivedExtraInfo", ({ requestId, statusCode }) => {
      status.set(requestId, statusCode);
    });
    await driverPage.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false })),
    );
    await expect.poll(() => pings.length).toBe(1);
    const beacon = pings[0]!;
    await expect.poll(() => status.get(beacon)).toBe(204);
    const body = await cdp.send("Network.getRequestPostData", { requestId: beacon });
    expect(JSON.parse(body.postData)).toMatchObject({ type: "stopped" });
    const headers = Object.fromEntries(
      Object.entries(wire.get(beacon) ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(headers).toMatchObject({
      "content-type": "application/json",
      origin: server.baseURL,
      "sec-fetch-site": "same-origin",
      // A JSON Blob is not a "simple" body: Chromium sends the beacon in CORS mode.
      "sec-fetch-mode": "cors",
    });
    expect(headers.cookie).toContain("session_token");
    // Told once the page has stayed closed past the grace a reload would come back within.
    await expect
      .poll(bell, { timeout: TRACKING.stoppedGraceMs + 15_000 })
      .toContain(m.stoppedSharing("Bo Gone"));
    await cdp.detach();

    // Driving on resumes sharing; a page that dies stops it again.
    const secondApi = await apiAs(server, second);
    await moveTo(driverPage, context, route[1]!);
    await expect.poll(async () => (await myPosition(secondApi))?.state).toBe("moving");
    // A page that dies without a word (its renderer gone, as a phone may kill a busy tab) still
    // says it stopped: the browser holds a "stopped" dated after the latest fix for it.
    const crashed = driverPage.waitForEvent("crash");
    const devtools = await context.newCDPSession(driverPage);
    // The answer never comes: the page it would come from is gone.
    void devtools.send("Page.crash").catch(() => {});
    await crashed;
    await expect
      .poll(async () => (await myPosition(secondApi))?.state, { timeout: 20_000 })
      .toBe("stopped");
    await secondApi.dispose();
  } finally {
    await office.dispose();
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the shift control is the first thing on the dashboard, and the status follows the driver to other screens", async ({
    page,
    server,
  }) => {
    const driver = await createVerifiedAccount(server, { role: "driver" });
    await goOnDuty(page, server, driver);
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await expectAccessibleInBothThemes(page);

    await page.getByRole("button", { name: "Open navigation" }).click();
    await page
      .getByRole("dialog", { name: "Navigation" })
      .getByRole("link", { name: "Documents" })
      .click();
    const bar = page.getByRole("link", { name: "Shift status, open the driver dashboard" });
    await expect(bar).toContainText("Sharing your location · sent");
    expect(await fits()).toBe(true);
    await bar.click();
    await expect(shiftSwitch(page)).toBeChecked();
  });
});

test("a driver's device token lets a tracker app report, until it is revoked", async ({
  page,
  server,
  request,
}) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  await signIn(page, server, driver);
  await page.goto("/account-settings");
  const card = page.getByRole("heading", { name: "Background tracking apps" });
  await expect(card).toBeVisible();
  await page.getByLabel("Device name").fill("Pixel in truck 12");
  await page.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "Token for Pixel in truck 12" });
  await expect(dialog).toBeVisible();
  await expectAccessibleInBothThemes(page);
  const token = await dialog.getByRole("textbox", { name: "Device token" }).inputValue();
  await expect(dialog.getByRole("textbox", { name: "Server URL" })).toHaveValue(
    `${server.baseURL}/api/osmand`,
  );
  await dialog.getByRole("button", { name: "Done" }).click();
  const revoke = page.getByRole("button", { name: "Revoke Pixel in truck 12" });
  await expect(revoke).toBeVisible();

  // What Traccar Client sends: no cookie, the token as its device id.
  const at = Math.floor(Date.now() / 1000);
  const report = await request.get(
    `/api/osmand?id=${encodeURIComponent(token)}&lat=37.8&lon=-122.27&timestamp=${at}&accuracy=6`,
  );
  expect(report.status(), await report.text()).toBe(200);
  const api = await apiAs(server, driver);
  try {
    await expect.poll(async () => (await myPosition(api))?.latitude).toBe(37.8);
    await page.reload();
    await expect(page.getByText(/last report/)).toBeVisible();

    await revoke.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByText(/None yet/)).toBeVisible();
    const refused = await request.get(
      `/api/osmand?id=${encodeURIComponent(token)}&lat=37.81&lon=-122.27&timestamp=${at + 5}`,
    );
    expect(refused.status()).toBe(401);
  } finally {
    await api.dispose();
  }
});
