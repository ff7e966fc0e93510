import { messages } from "@haulwise/domain";
import { createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { collectProblems } from "./support/problems.js";
import { expectToast } from "./support/toasts.js";

test("signed out: sent to sign in with the message, then back to the page asked for", async ({
  page,
  server,
}) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  // A slow session check shows 'Loading...' rather than a blank page. The check is held
  // until that has been seen, however long the page itself takes to load.
  let answerSessionCheck = () => {};
  const sessionCheckAnswered = new Promise<void>((resolve) => {
    answerSessionCheck = resolve;
  });
  await page.route(
    "**/api/session",
    async (route) => {
      await sessionCheckAnswered;
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto("/account-settings?tab=password");
  await expect(page.getByText(messages.guard.loading)).toBeVisible();
  answerSessionCheck();

  await expectToast(page, messages.guard.mustBeLoggedIn);
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel("Email", { exact: true }).fill(driver.email);
  await page.getByLabel("Password", { exact: true }).fill(driver.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account-settings\?tab=password$/);
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
});

test("a driver on a contractor page, and a contractor on a driver page, go to their own dashboard", async ({
  page,
  server,
}) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  await signIn(page, server, driver);
  await page.goto("/jobs");
  await expectToast(page, messages.guard.noPermission);
  await expect(page).toHaveURL(/\/driver-dashboard$/);

  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  await page.goto("/driver-profile");
  await expectToast(page, messages.guard.noPermission);
  await expect(page).toHaveURL(/\/contractor-dashboard$/);
  // The logo leads to the role's own dashboard too.
  await page.goto("/help");
  await page.getByRole("link", { name: "Haulwise, go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/contractor-dashboard$/);
});

test("a driver sent away from a contractor's screen, or shown the general dashboard, asks for nothing they would be refused", async ({
  page,
  server,
}) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  await signIn(page, server, driver);
  const problems = collectProblems(page);
  for (const path of ["/jobs", "/drivers"]) {
    await page.goto(path);
    await expectToast(page, messages.guard.noPermission);
    await expect(page).toHaveURL(/\/driver-dashboard$/);
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);

  // No fleet to show a driver, and none asked for: the way to their own dashboard instead.
  await page.goto("/dashboard");
  await expect(page.getByText("No fleet on this account")).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Go to your dashboard", exact: true }),
  ).toHaveAttribute("href", "/driver-dashboard");
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});
