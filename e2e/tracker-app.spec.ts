import { messages } from "@haulwise/domain";
import { request } from "@playwright/test";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test, uniqueClientAddress } from "./support/fixtures.js";
import { addCompanyDriver, createJob } from "./support/jobs.js";
import { namesOnTheMap } from "./support/plans.js";

const YARD = { lat: 30.2672, lon: -97.7431 };

// The driver's phone: a browser at 390 px, and a background tracker app beside it.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

test("a driver who only runs a tracker app is on duty, on the company's map, with the last report on their shift card", async ({
  page,
  browser,
  server,
}) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, {
    firstName: "Tom",
    lastName: "Tracker",
  });
  const office = await apiAs(server, contractor);
  const cab = await apiAs(server, driver);
  // The tracker app: no cookies, its own address, the OsmAnd protocol Traccar Client speaks.
  const trackerApp = await request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() },
  });
  try {
    const job = await createJob(office);
    const driverId = (await (await cab.get("/api/me")).json()).user.id as string;
    await office.post(`/api/jobs/${job.id}/drivers`, { data: { driverId } });
    const created = await cab.post("/api/me/device-tokens", { data: { name: "Traccar Client" } });
    expect(created.status()).toBe(201);
    const token = (await created.json()).token as string;

    const reported = await trackerApp.get(
      `/api/osmand?id=${token}&lat=${YARD.lat}&lon=${YARD.lon}&timestamp=${Math.floor(Date.now() / 1000)}&speed=15`,
    );
    expect(await reported.json()).toMatchObject({ accepted: 1 });

    // The contractor's map shows the driver, moving, though nobody touched a duty switch.
    const desk = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1280, height: 800 },
      extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() },
    });
    const deskPage = await desk.newPage();
    await signIn(deskPage, server, contractor);
    await deskPage.goto("/contractor-dashboard?tab=tracking");
    await expect.poll(() => namesOnTheMap(deskPage), { timeout: 30_000 }).toEqual(["Tom Tracker"]);
    await deskPage.goto("/drivers");
    const row = deskPage.getByRole("row", { name: /Tom Tracker/ });
    await expect(row).toContainText("Moving", { timeout: 30_000 });
    await expect(row).toContainText(/Tracker app · (less than a minute|\d+ minutes?) ago/);
    await desk.close();

    // On the phone, the shift card says the driver is on duty, by the tracker's reports.
    await signIn(page, server, driver);
    await page.goto("/driver-dashboard");
    await expect(page.getByRole("switch", { name: "On duty" })).toBeChecked({ timeout: 30_000 });
    await expect(
      page.getByText(/^Tracker app: last report (less than a minute|\d+ minutes?) ago\.$/),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(messages.tracking.trackerKeepsOnDuty)).toBeVisible();
  } finally {
    await office.dispose();
    await cab.dispose();
    await trackerApp.dispose();
  }
});
