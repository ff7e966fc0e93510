import { messages } from "@haulwise/domain";
import type { Page } from "@playwright/test";
import { createVerifiedAccount, signIn, type TestAccount } from "./support/accounts.js";
import { expect, test, uniqueEmail } from "./support/fixtures.js";
import { expectToast, toastWith } from "./support/toasts.js";

async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("a driver is welcomed and taken to the driver dashboard a second later", async ({
  page,
  server,
}) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  await signInThroughForm(page, driver);
  const toast = await expectToast(
    page,
    messages.auth.loggedInAs("driver"),
    messages.auth.welcomeRedirecting,
  );
  await expect(toast.getByRole("button", { name: messages.auth.goNow })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page).toHaveURL(/\/driver-dashboard$/);

  // Signed in already: the sign-in page goes straight on.
  await page.goto("/sign-in");
  await expect(page).toHaveURL(/\/driver-dashboard$/);
});

test("a contractor can choose Go Now to skip the wait", async ({ page, server }) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signInThroughForm(page, contractor);
  const toast = await expectToast(page, messages.auth.loggedInAs("contractor"));
  await toast.getByRole("button", { name: messages.auth.goNow }).click();
  await expect(page).toHaveURL(/\/contractor-dashboard$/);
});

test("missing fields, a wrong password and an unverified address each say what to do", async ({
  page,
  server,
}) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText(messages.validation.enterEmailAndPassword).first()).toBeVisible();

  await signInThroughForm(page, { email: driver.email, password: "not-my-password" });
  await expect(page.getByText("Could not sign in")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  // Show/hide password.
  const field = page.getByLabel("Password", { exact: true });
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(field).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(field).toHaveAttribute("type", "password");

  const unverified = { email: uniqueEmail("unverified"), password: "correct-horse-battery" };
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: server.baseURL },
    data: {
      ...unverified,
      name: "Una Verified",
      firstName: "Una",
      lastName: "Verified",
      role: "driver",
    },
  });
  expect(signUp.status()).toBe(200);
  await signInThroughForm(page, unverified);
  await expect(page.getByText("Please verify your email first")).toBeVisible();
});

async function signOutFrom(page: Page, account: TestAccount, via: "menu" | "sidebar") {
  await page.goto("/account-settings");
  if (via === "menu") {
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menu")).toContainText(account.email);
    await expect(page.getByRole("menu")).toContainText(`${account.firstName} ${account.lastName}`);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
  } else {
    await page
      .getByRole("complementary", { name: "Sidebar" })
      .getByRole("button", { name: "Log out" })
      .click();
  }
}

test("signing out from the avatar menu or the sidebar ends at the landing page", async ({
  page,
  server,
}) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  await signOutFrom(page, contractor, "menu");
  await expectToast(page, messages.shell.signedOut);
  await expect(page).toHaveURL(/\/$/);
  await expect(toastWith(page, messages.guard.mustBeLoggedIn)).toHaveCount(0);

  await signIn(page, server, contractor);
  await signOutFrom(page, contractor, "sidebar");
  await expectToast(page, messages.shell.loggedOut);
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});
