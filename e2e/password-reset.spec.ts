import { messages } from "@haulwise/domain";
import { createVerifiedAccount } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { expectToast } from "./support/toasts.js";

test("a forgotten password is reset through a single-use link, and the old one stops working", async ({
  page,
  server,
}) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  const newPassword = "a-brand-new-passphrase";

  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password" }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByRole("button", { name: "SEND RESET LINK", exact: true }).click();
  await expect(page.getByText(messages.validation.enterEmail)).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(driver.email);
  await page.getByRole("button", { name: "SEND RESET LINK", exact: true }).click();
  await expect(page.getByText(messages.auth.checkEmailForReset)).toBeVisible();

  const mail = await server.waitForMail(driver.email, /reset/i);
  await page.goto(mail.link!);
  await expect(page).toHaveURL(/\/update-password\?token=/);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password", { exact: true }).fill("not the same");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText(messages.validation.passwordsDontMatch)).toBeVisible();
  await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expectToast(page, "Password updated. Please sign in with your new password.");

  // The link works once.
  await page.goto(mail.link!);
  await expect(page.getByText("This reset link is invalid or has expired")).toBeVisible();

  const headers = { origin: server.baseURL };
  const old = await page.request.post("/api/auth/sign-in/email", {
    headers,
    data: { email: driver.email, password: driver.password },
  });
  expect(old.status()).toBe(401);

  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(driver.email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/driver-dashboard$/);
});
