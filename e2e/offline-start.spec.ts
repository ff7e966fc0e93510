import { messages } from "@haulwise/domain";
import type { BrowserContext, Page } from "@playwright/test";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { addCompanyDriver, createJob } from "./support/jobs.js";

// The driver's phone, installed and signed in the day before.
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  permissions: ["geolocation"],
  geolocation: { latitude: 30.2672, longitude: -97.7431 },
});
test.describe.configure({ timeout: 180_000 });
// A phone is slow to start the app, and so is a machine shared with other test runs.
const slow = { timeout: 30_000 };

/** Whether the phone's saved copy of its answers (IndexedDB) holds `text` yet. */
function savedCopyHolds(page: Page, text: string) {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open("haulwise-cache");
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("cache")) return resolve(false);
          const get = db.transaction("cache").objectStore("cache").get("queries");
          get.onsuccess = () => resolve(JSON.stringify(get.result ?? {}).includes(wanted));
          get.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    text,
  );
}

/**
 * One bar of signal: the phone believes it is online, but nothing it asks the server for
 * arrives. Every call to the API fails as a dropped connection does.
 */
async function oneBar(context: BrowserContext) {
  await context.route("**/api/**", (route) => route.abort("internetdisconnected"));
}

test("in a dead zone the installed driver app opens on the driver's day, says it is offline, and records a load", async ({
  page,
  context,
  server,
}) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, { firstName: "Dee", lastName: "Zone" });
  const office = await apiAs(server, contractor);
  const cab = await apiAs(server, driver);
  const job = await createJob(office, { title: "Dead zone quarry run" });
  const driverId = (await (await cab.get("/api/me")).json()).user.id as string;
  expect((await office.post(`/api/jobs/${job.id}/drivers`, { data: { driverId } })).status()).toBe(
    204,
  );
  await office.dispose();

  // The morning at the yard, with signal: the app is opened once.
  await signIn(page, server, driver);
  await page.goto("/driver-dashboard");
  await expect(page.getByRole("heading", { name: "Driver Dashboard" })).toBeVisible(slow);
  await expect(page.getByRole("form", { name: "Record a Load" })).toBeVisible(slow);
  // Installing fetches the whole app: on a busy machine that alone takes several seconds.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), slow)
    .toBe(true);
  // The driver's jobs are kept on the phone though My Jobs was never opened.
  await expect.poll(() => savedCopyHolds(page, "Dead zone quarry run")).toBe(true);

  // At the pit: no signal at all. The app opens where it was, and from the installed app's
  // start address (the sign-in page, which sends a signed-in driver on).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Driver Dashboard" })).toBeVisible(slow);
  await expect(page.getByText(messages.offline.notice)).toBeVisible();
  await expect(page.getByRole("form", { name: "Record a Load" })).toBeVisible();
  await expect(page.getByText(messages.account.failedToLoadUserData)).toBeHidden();

  await page.goto("/driver-jobs");
  await expect(page.getByText("Dead zone quarry run").first()).toBeVisible(slow);
  await expect(page.getByText(messages.offline.notice)).toBeVisible();

  await page.goto("/sign-in");
  await expect(page).toHaveURL(/\/driver-dashboard$/, slow);
  await expect(page.getByRole("heading", { name: "Driver Dashboard" })).toBeVisible(slow);

  // One bar: the phone thinks it is online, but nothing gets through. Still the driver's day,
  // never a failure to load who they are.
  await context.setOffline(false);
  await oneBar(context);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Driver Dashboard" })).toBeVisible(slow);
  const form = page.getByRole("form", { name: "Record a Load" });
  await expect(form).toBeVisible();
  await page.waitForTimeout(8_000); // Past every retry of the session check.
  await expect(page.getByText(messages.account.failedToLoadUserData)).toBeHidden();
  await expect(page.getByText(messages.offline.notice)).toBeVisible();
  await page.goto("/driver-jobs");
  await expect(page.getByText("Dead zone quarry run").first()).toBeVisible(slow);
  await page.waitForTimeout(8_000);
  await expect(page.getByText(messages.driverJobs.failedToLoad)).toBeHidden();
  await expect(page.getByText("Dead zone quarry run").first()).toBeVisible();
  await page.goto("/driver-dashboard");
  await expect(form).toBeVisible(slow);

  // The load is recorded there and waits on the phone.
  await form.getByLabel("Material").fill("Gravel");
  await form.getByLabel("Quantity").fill("12");
  await form.getByLabel("Unit").selectOption({ label: "Tons" });
  await form.getByRole("button", { name: "Record Load" }).click();
  await expect(page.getByText(messages.loads.queued)).toBeVisible();

  // Signal returns: the load goes, once, and the notice goes away.
  await context.unroute("**/api/**");
  await expect(page.getByText(messages.offline.notice)).toBeHidden({ timeout: 30_000 });
  await expect
    .poll(
      async () => {
        const response = await cab.get("/api/me/loads");
        const mine = await response.json();
        return [...mine.inProgress, ...mine.recent].length;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await cab.dispose();
});

test("an install cut short by lost signal finishes once signal returns, and the app then opens offline", async ({
  page,
  context,
  server,
}) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, { firstName: "Bo", lastName: "Bar" });

  // One bar at the yard: the page gets its files, but the install's own fetches drop.
  let signal = false;
  let dropped = 0;
  await context.route("**/assets/**", (route) => {
    if (signal || !route.request().serviceWorker()) return route.fallback();
    dropped++;
    return route.abort("internetdisconnected");
  });
  await signIn(page, server, driver);
  await page.goto("/driver-dashboard");
  await expect(page.getByRole("heading", { name: "Driver Dashboard" })).toBeVisible(slow);
  await expect.poll(() => dropped, slow).toBeGreaterThan(0);
  // The failed install leaves nothing behind that could open the app without signal.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
    .toBe(false);

  // The signal drops and comes back: the app installs now, with no reload.
  signal = true;
  await context.setOffline(true);
  await context.setOffline(false);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), slow)
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Driver Dashboard" })).toBeVisible(slow);
  await expect(page.getByText(messages.offline.notice)).toBeVisible();
});
