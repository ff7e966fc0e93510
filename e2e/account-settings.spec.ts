import { messages } from "@haulwise/domain";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { expectToast } from "./support/toasts.js";

const png = () =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toBuffer();

async function openSettings(page: Page) {
  await page.goto("/account-settings");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
}

test("profile details save, and pictures are checked, previewed and uploaded", async ({
  page,
  server,
}) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  await openSettings(page);

  await page.getByLabel("First name", { exact: true }).fill("Morgan");
  await page.getByLabel("Company name", { exact: true }).fill("Morgan Aggregates");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectToast(page, messages.account.profileUpdated);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu")).toContainText(`Morgan ${contractor.lastName}`);
  await page.keyboard.press("Escape");

  // Without a picture, the initials avatar is drawn locally, once.
  const picture = page.getByRole("region", { name: "Profile picture" });
  await expect(picture.getByRole("img", { name: `Morgan ${contractor.lastName}` })).toHaveCount(1);
  const chooser = picture.getByLabel("Choose picture");
  const upload = picture.getByRole("button", { name: "Upload" });

  await chooser.setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7"),
  });
  await expect(picture.getByText(messages.validation.selectImageFile)).toBeVisible();
  await expect(upload).toBeDisabled();

  await chooser.setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await expect(picture.getByText(messages.validation.imageTooLarge)).toBeVisible();
  await expect(upload).toBeDisabled();

  await chooser.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await png() });
  await expect(picture.getByText("Preview of me.png")).toBeVisible();
  await expect(picture.locator("img[src^='blob:']")).toHaveCount(1);
  await upload.click();
  await expectToast(page, messages.storage.avatarUpdated);
  await expect(page.getByRole("banner").locator("img")).toHaveAttribute("src", /\/api\//);

  const logo = page.getByRole("region", { name: "Company logo" });
  await logo
    .getByLabel("Choose logo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await png() });
  await logo.getByRole("button", { name: "Upload" }).click();
  await expectToast(page, messages.storage.logoUpdated);

  await page.reload();
  await expect(page.getByLabel("Company name", { exact: true })).toHaveValue("Morgan Aggregates");
});

test("the password changes only with the right current password", async ({ page, server }) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  await signIn(page, server, driver);
  await openSettings(page);
  await page.getByRole("tab", { name: "Password" }).click();

  const newPassword = "another-long-passphrase";
  await page.getByLabel("Current password", { exact: true }).fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password", { exact: true }).fill("different");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(messages.validation.newPasswordsDontMatch)).toBeVisible();

  await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is not correct")).toBeVisible();

  await page.getByLabel("Current password", { exact: true }).fill(driver.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, messages.account.passwordChanged);

  const headers = { origin: server.baseURL };
  const signInWith = (password: string) =>
    page.request.post("/api/auth/sign-in/email", {
      headers,
      data: { email: driver.email, password },
    });
  expect((await signInWith(driver.password)).status()).toBe(401);
  expect((await signInWith(newPassword)).status()).toBe(200);
});

test("deleting the account needs the e-mail typed, then signs out to the landing page", async ({
  page,
  server,
}) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  await signIn(page, server, driver);
  await openSettings(page);
  await page.getByRole("tab", { name: "Danger Zone" }).click();
  await page.getByRole("button", { name: "Delete account" }).click();

  const dialog = page.getByRole("alertdialog", { name: messages.account.deleteConfirmTitle });
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Your email").fill("someone-else@example.com");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Your email").fill(driver.email.toUpperCase());
  await confirm.click();

  await expectToast(page, "Your account has been deleted");
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
  const again = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin: server.baseURL },
    data: { email: driver.email, password: driver.password },
  });
  expect(again.status()).toBe(401);
});
