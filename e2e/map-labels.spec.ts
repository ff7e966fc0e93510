import type { Locator, Page } from "@playwright/test";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { userIdOf } from "./support/database.js";
import { expect, test, uniqueClientAddress } from "./support/fixtures.js";
import { addCompanyDriver, createJob } from "./support/jobs.js";
import { deviceIdFor, sendFix, setDuty } from "./support/tracking.js";

// What people type (a job's title and site, a driver's name) is shown on maps as text, never
// as markup: a link in a job title once drew a full-screen "sign in again" link on drivers'
// maps.

const TITLE = `<a href="https://evil.example/login" style="position:fixed;inset:0">Session expired: sign in again</a>`;
const SITE = `<img src="/favicon.svg" onerror="document.title='owned'"> Pier 70`;
const DRIVER = { firstName: "<b>Kai</b>", lastName: "<img src=x onerror=alert(1)>" };

/** Nothing a label carried became an element anywhere on the map. */
async function expectNoMarkupFrom(map: Locator) {
  await expect(map.locator('a[href*="evil.example"]')).toHaveCount(0);
  await expect(map.locator('img[src="/favicon.svg"], img[src="x"]')).toHaveCount(0);
  await expect(map.locator("b", { hasText: "Kai" })).toHaveCount(0);
}

/** Hovers the job's site pin and reads its tooltip. */
async function siteTooltip(page: Page) {
  await page.locator(".hw-map-pin-site").first().hover();
  const tooltip = page.locator(".leaflet-tooltip");
  await expect(tooltip).toBeVisible();
  return tooltip;
}

test("job titles, sites and driver names show as text on the driver's and the contractor's maps", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(60_000);
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, DRIVER);
  const office = await apiAs(server, contractor);
  const job = await createJob(office, {
    title: TITLE,
    locationAddress: SITE,
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
  await sendFix(driverApi, {
    deviceId: deviceIdFor("labels"),
    seq: 1,
    latitude: 37.7749,
    longitude: -122.4194,
  });
  await driverApi.dispose();

  // The driver's Route Map.
  const driverContext = await browser.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() },
  });
  const driverPage = await driverContext.newPage();
  await signIn(driverPage, server, driver);
  await driverPage.goto("/driver-map");
  await expect(driverPage.getByRole("heading", { name: "Route Map" })).toBeVisible();
  const own = driverPage.getByRole("region", { name: "Your position and job sites" });
  await expect(await siteTooltip(driverPage)).toHaveText(`${TITLE}: ${SITE}`);
  await expectNoMarkupFrom(own);
  expect(await driverPage.title()).not.toBe("owned");
  await driverContext.close();

  await signIn(page, server, contractor);
  // The job list's map: the site pin named for the job.
  await page.goto("/jobs");
  await page.getByRole("button", { name: "Show Map" }).click();
  const listMap = page.getByRole("region", { name: "Live map of your drivers" });
  await expect(await siteTooltip(page)).toHaveText(`${TITLE} (#${job.jobNumber})`);
  await expectNoMarkupFrom(listMap);

  // The job's own map: its site, and the driver's info window.
  await page.goto(`/jobs/${job.id}?tab=drivers`);
  const jobMap = page.getByRole("region", { name: `Live map of ${TITLE}` });
  await expect(await siteTooltip(page)).toHaveText(SITE);
  const driverName = `${DRIVER.firstName} ${DRIVER.lastName}`;
  await jobMap.getByRole("button", { name: `Show ${driverName} on the map` }).click();
  await expect(page.locator(".leaflet-popup")).toContainText(driverName);
  await expectNoMarkupFrom(jobMap);

  // Fleet Location on the contractor dashboard: the same info window.
  await page.goto("/contractor-dashboard?tab=tracking");
  const fleet = page.getByRole("region", { name: "Live map of your drivers" });
  await fleet.getByRole("button", { name: `Show ${driverName} on the map` }).click();
  await expect(page.locator(".leaflet-popup")).toContainText(driverName);
  await expectNoMarkupFrom(fleet);
  expect(await page.title()).not.toBe("owned");
});
