import { expect, test, uniqueEmail } from "./support/fixtures.js";

// The first journey a new contractor takes, through the real UI of the built app.
// The screens use exactly these labels (agreed with the web app's author).
test("a contractor signs up, verifies the email, signs in and lands on the dashboard", async ({
  page,
  server,
}) => {
  const email = uniqueEmail("ui");
  const password = "correct-horse-battery";

  await page.goto("/sign-up");
  await page
    .getByRole("button", { name: "Get Started" })
    .or(page.getByRole("link", { name: "Get Started" }))
    .click();
  await page.getByLabel("First name", { exact: true }).fill("Casey");
  await page.getByLabel("Last name", { exact: true }).fill("Contractor");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByRole("radio", { name: "Contractor" }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText(/check your (email|inbox)/i).first()).toBeVisible();

  const mail = await server.waitForMail(email, /verify/i);
  expect(mail.link).toBeTruthy();
  await page.goto(mail.link!);
  await expect(page).toHaveURL(/\/sign-in\?verified=true/);

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/contractor-dashboard/);

  // Asked from the page itself, so it is the browser's session cookie that is checked.
  const me = await page.evaluate(async () => {
    const response = await fetch("/api/me", { credentials: "same-origin" });
    return { status: response.status, body: await response.json() };
  });
  expect(me.status).toBe(200);
  expect(me.body.profile).toMatchObject({ email, role: "contractor" });
});
