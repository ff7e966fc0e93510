import type { Page } from "@playwright/test";
import { createVerifiedAccount, signIn, type TestAccount } from "./support/accounts.js";
import { deleteProfile } from "./support/database.js";
import { expect, expectAccessible, test } from "./support/fixtures.js";

// axe-core over every screen of issue 3 in both themes: no serious or critical WCAG 2.1 A/AA
// violation. Prompts, menus, dialogs and error states are checked while open. Each state is
// checked light, then dark, by switching the class the theme sets, without reloading.

// Each journey runs axe a dozen times; with two workers on two cores that took 28–31 s, so
// a minute per journey rather than the default half.
test.describe.configure({ timeout: 60_000 });

async function expectAccessibleInBothThemes(page: Page) {
  for (const theme of ["light", "dark"]) {
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle("dark", dark),
      theme === "dark",
    );
    await expectAccessible(page);
  }
}

async function check(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  await ready(page);
  await expectAccessibleInBothThemes(page);
}

const heading = (name: string | RegExp) => (page: Page) =>
  expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

test("signed-out screens", async ({ page }) => {
  await check(page, "/", heading(/Where are your trucks/));
  await check(page, "/select-role", heading("Choose Your Interface"));
  await check(page, "/sign-in", heading("Sign in"));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectAccessibleInBothThemes(page);
  await check(page, "/sign-up", heading("Join Haulwise"));
  await page.getByRole("button", { name: "Get Started" }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole("button", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("dialog", { name: "Privacy Policy" })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await check(page, "/reset-password", heading(/reset/i));
  await check(page, "/verify", heading("Verifying Your Email"));
  await check(page, "/update-password?token=abcdefghijklmnop", heading("Choose a new password"));
  await check(page, "/update-password", (p) =>
    expect(p.getByText("This reset link is invalid or has expired")).toBeVisible(),
  );
  await check(page, "/no-such-page", heading("Oops! Page not found"));
});

test("contractor screens", async ({ page, server }) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  await check(page, "/contractor-dashboard", (p) =>
    expect(p.getByRole("region", { name: "Turn on notifications?" })).toBeVisible(),
  );
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.keyboard.press("Escape");

  await check(page, "/account-settings", heading("Account Settings"));
  await page.getByRole("tab", { name: "Password" }).click();
  await expectAccessibleInBothThemes(page);
  await page.getByRole("tab", { name: "Danger Zone" }).click();
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.keyboard.press("Escape");

  await check(page, "/help", heading("Help & Support"));
  await check(page, "/select-role?change=1", heading("Choose Your Interface"));
});

test("driver screens", async ({ page, server }) => {
  const driver: TestAccount = await createVerifiedAccount(server, { role: "driver" });
  await signIn(page, server, driver);
  await check(page, "/driver-dashboard", (p) =>
    expect(p.getByRole("region", { name: "Turn on GPS tracking?" })).toBeVisible(),
  );
  await page.getByRole("button", { name: "Not Now" }).click();
  await expect(
    page.getByRole("region", { name: "GPS tracking is currently disabled" }),
  ).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await check(page, "/driver-profile", heading("Driver Profile"));
  await check(page, "/account-settings", heading("Account Settings"));

  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(page.getByRole("dialog", { name: "Navigation" })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  deleteProfile(server, driver.email);
  await check(page, "/profile-setup", heading(/profile/i));
});
