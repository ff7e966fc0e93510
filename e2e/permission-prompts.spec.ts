import { messages } from "@haulwise/domain";
import type { Page } from "@playwright/test";
import { createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { denyPermissions } from "./support/permissions.js";
import { expectToast } from "./support/toasts.js";

const m = messages.permissionsPrompt;
const gpsPrompt = (page: Page) => page.getByRole("region", { name: "Turn on GPS tracking?" });
const notificationPrompt = (page: Page) =>
  page.getByRole("region", { name: "Turn on notifications?" });
const banner = (page: Page) => page.getByRole("region", { name: m.gpsDisabledBanner });

test("undecided: a driver is asked for GPS first, then notifications, and Not Now is remembered", async ({
  page,
  context,
  server,
}) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  await signIn(page, server, driver);
  await page.goto("/driver-dashboard");
  await expect(gpsPrompt(page)).toBeVisible();
  await expect(notificationPrompt(page)).toHaveCount(0);
  // Location is not granted, so the banner says so beside the prompt.
  await expect(banner(page)).toBeVisible();

  await gpsPrompt(page).getByRole("button", { name: "Not Now" }).click();
  await expectToast(page, m.gpsTrackingDenied, m.enableLater);
  await expect(banner(page)).toBeVisible();
  await expect(notificationPrompt(page)).toBeVisible();

  // Remembered: another page does not ask for GPS again.
  await page.goto("/help");
  await expect(notificationPrompt(page)).toBeVisible();
  await expect(gpsPrompt(page)).toHaveCount(0);

  // Allow opens Chromium's own request; headless Chromium turns it down.
  await notificationPrompt(page).getByRole("button", { name: "Allow" }).click();
  await expectToast(page, m.notificationsDisabled, m.notificationsDisabledDetail);
  await expect(notificationPrompt(page)).toHaveCount(0);

  // Allowed from outside the page (the browser's site settings): the banner goes by itself.
  await context.grantPermissions(["geolocation"]);
  await expect(banner(page)).toHaveCount(0);
});

test("undecided: Allow on the GPS prompt raises the browser's request and its answer", async ({
  page,
  server,
}) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  await signIn(page, server, driver);
  await page.goto("/driver-dashboard");
  await gpsPrompt(page).getByRole("button", { name: "Allow" }).click();
  await expectToast(page, m.gpsDenied, m.gpsDeniedDetail);
  await expect(banner(page)).toContainText("blocked");
});

test("undecided: a contractor is asked for notifications only", async ({ page, server }) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  await page.goto("/contractor-dashboard");
  await expect(notificationPrompt(page)).toBeVisible();
  await expect(gpsPrompt(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await notificationPrompt(page).getByRole("button", { name: "Not Now" }).click();
  await expectToast(page, m.notificationsDenied, m.enableLater);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Contractor Dashboard" })).toBeVisible();
  await expect(notificationPrompt(page)).toHaveCount(0);
});

test.describe("granted", () => {
  test.use({ permissions: ["geolocation", "notifications"] });

  test("no prompt and no banner; GPS counts as on", async ({ page, server }) => {
    const driver = await createVerifiedAccount(server, { role: "driver" });
    await signIn(page, server, driver);
    await page.goto("/account-settings");
    await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
    await expect(page.getByText("Allowed. To turn it off")).toHaveCount(2);
    await expect(gpsPrompt(page)).toHaveCount(0);
    await expect(notificationPrompt(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
  });
});

test("denied: no prompt, the banner explains how to unblock, and Enable GPS reports the refusal", async ({
  page,
  context,
  server,
}) => {
  await denyPermissions(context);
  const driver = await createVerifiedAccount(server, { role: "driver" });
  await signIn(page, server, driver);
  await page.goto("/driver-dashboard");
  await expect(banner(page)).toContainText("site settings");
  await expect(gpsPrompt(page)).toHaveCount(0);
  await expect(notificationPrompt(page)).toHaveCount(0);
  await banner(page).getByRole("button", { name: "Enable GPS" }).click();
  await expectToast(page, m.gpsDenied, m.gpsDeniedDetail);
});
