// A fresh install leaves PUBLIC_URL unset; a newcomer may type http://127.0.0.1:PORT as well
// as http://localhost:PORT. Both must work end to end.
import { messages } from "@haulwise/domain";
import { expect, test, uniqueEmail } from "./support/fixtures.js";
import { expectToast } from "./support/toasts.js";

test.use({ serverOptions: { publicUrl: "default" } });

test("signing up, verifying and signing in all work at 127.0.0.1", async ({ page, server }) => {
  expect(server.baseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const email = uniqueEmail("loopback");
  const password = "correct-horse-battery";

  await page.goto("/sign-up");
  await page.getByRole("button", { name: "Get Started" }).click();
  await page.getByLabel("First name", { exact: true }).fill("Casey");
  await page.getByLabel("Last name", { exact: true }).fill("Contractor");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByRole("radio", { name: "Contractor" }).check();
  await page.getByLabel("Company name", { exact: true }).fill("Casey Aggregates");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: messages.auth.accountCreated })).toBeVisible();

  // The link leads back to the address the person used, where their session will live.
  const mail = await server.waitForMail(email, /verify/i);
  expect(new URL(mail.link ?? "").origin).toBe(server.baseURL);
  await page.goto(mail.link ?? "");
  await expect(page).toHaveURL(/\/sign-in\?verified=true/);

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectToast(page, messages.auth.loggedInAs("contractor"), messages.auth.welcomeRedirecting);
  await expect(page).toHaveURL(/\/contractor-dashboard$/);
});

test("the same app answers at localhost too", async ({ page, server }) => {
  const localhost = server.baseURL.replace("127.0.0.1", "localhost");
  await page.goto(`${localhost}/sign-in`);
  await page.getByLabel("Email", { exact: true }).fill("nobody@example.com");
  await page.getByLabel("Password", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // Refused for the wrong password, not for coming from the "wrong" origin.
  await expect(page.getByText("Invalid email or password")).toBeVisible();
});
