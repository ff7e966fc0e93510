import { messages } from "@haulwise/domain";
import { createVerifiedAccount } from "./support/accounts.js";
import { expect, test, uniqueEmail } from "./support/fixtures.js";
import { expectToast } from "./support/toasts.js";

const password = "correct-horse-battery";

async function openForm(page: import("@playwright/test").Page) {
  await page.goto("/sign-up");
  await page.getByRole("button", { name: "Get Started" }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeFocused();
}

async function fillForm(
  page: import("@playwright/test").Page,
  details: { email: string; role?: "Contractor" | "Driver" },
) {
  await page.getByLabel("First name", { exact: true }).fill("Casey");
  await page.getByLabel("Last name", { exact: true }).fill("Contractor");
  await page.getByLabel("Email", { exact: true }).fill(details.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByRole("radio", { name: details.role ?? "Contractor" }).check();
  if ((details.role ?? "Contractor") === "Contractor") {
    await page.getByLabel("Company name", { exact: true }).fill("Casey Aggregates");
  }
}

test("a contractor signs up in three steps, verifies through the e-mailed link and signs in", async ({
  page,
  server,
}) => {
  const email = uniqueEmail("signup");
  await openForm(page);

  // Terms of Service open in a side sheet and close again.
  await page.getByRole("button", { name: "Terms of Service" }).click();
  await expect(page.getByRole("dialog", { name: "Terms of Service" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await fillForm(page, { email });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: messages.auth.accountCreated })).toBeVisible();
  await expect(page.getByText(`we sent a confirmation link to ${email}`)).toBeVisible();

  const mail = await server.waitForMail(email, /verify/i);
  await page.goto(mail.link!);
  await expect(page).toHaveURL(/\/sign-in\?verified=true/);
  await expectToast(page, "Your email is verified. Please sign in.");

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectToast(page, messages.auth.loggedInAs("contractor"), messages.auth.welcomeRedirecting);
  await expect(page).toHaveURL(/\/contractor-dashboard$/);

  const me = await page.evaluate(async () => (await fetch("/api/me")).json());
  expect(me.profile).toMatchObject({
    email,
    role: "contractor",
    firstName: "Casey",
    companyName: "Casey Aggregates",
  });
});

test("a contractor who fills only the spec's fields signs up, and the company goes by their name", async ({
  page,
  server,
}) => {
  const email = uniqueEmail("unnamed");
  await openForm(page);
  await fillForm(page, { email });
  await page.getByLabel("Company name", { exact: true }).fill("");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: messages.auth.accountCreated })).toBeVisible();

  const mail = await server.waitForMail(email, /verify/i);
  await page.goto(mail.link!);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/contractor-dashboard$/);
  const me = await page.evaluate(async () => (await fetch("/api/me")).json());
  expect(me.profile).toMatchObject({ role: "contractor", companyName: "Casey Contractor" });
});

test("signing up with a registered address looks the same, and its owner is told", async ({
  page,
  server,
}) => {
  const existing = await createVerifiedAccount(server, { role: "driver" });
  await openForm(page);
  await fillForm(page, { email: existing.email, role: "Driver" });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: messages.auth.accountCreated })).toBeVisible();
  await expect(page.getByText(`we sent a confirmation link to ${existing.email}`)).toBeVisible();
  const mail = await server.waitForMail(existing.email, /tried to sign up/);
  expect(mail.text).toContain("/sign-in");
});

test("mistakes stay on the form with the spec's messages, and failures return to it", async ({
  page,
}) => {
  await openForm(page);
  await page.getByRole("button", { name: "Create account" }).click();
  for (const message of [
    messages.validation.firstNameRequired,
    messages.validation.lastNameRequired,
    messages.validation.validEmailRequired,
    messages.validation.passwordMin,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await fillForm(page, { email: uniqueEmail("mistake") });
  await page.getByLabel("Confirm password", { exact: true }).fill("something else");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(messages.validation.passwordsDontMatch)).toBeVisible();
  await page.getByLabel("Confirm password", { exact: true }).fill(password);

  // The server failing, then answering that the address is registered: back on the form each time.
  let answer = { status: 500, message: "boom" };
  await page.route("**/api/auth/sign-up/email", (route) =>
    route.fulfill({
      status: answer.status,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "X", message: answer.message } }),
    }),
  );
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(messages.auth.failedToCreateAccount)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();

  answer = { status: 422, message: "User already registered" };
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(messages.auth.alreadyRegistered)).toBeVisible();
});

test("a broken verification link says so, and e-mail links show their progress", async ({
  page,
}) => {
  await page.goto(
    "/api/auth/verify-email?token=not-a-real-token&callbackURL=%2Fsign-in%3Fverified%3Dtrue",
  );
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByText("This verification link is not valid")).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend verification email" })).toBeVisible();

  await page.goto("/messaging#access_token=x&type=signup");
  await expectToast(page, messages.auth.processingVerification);
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/verify?type=signup");
  await expectToast(page, messages.auth.verifyingEmail);
  await expect(page.getByRole("heading", { name: "Verifying Your Email" })).toBeVisible();
});
