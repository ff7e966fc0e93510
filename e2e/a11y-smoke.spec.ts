import { expectAccessible, test } from "./support/fixtures.js";

// axe-core over the public screens: no serious or critical WCAG 2.1 A/AA violations.
test("the sign-up and sign-in screens are accessible", async ({ page }) => {
  await page.goto("/sign-up");
  await expectAccessible(page);
  await page
    .getByRole("button", { name: "Get Started" })
    .or(page.getByRole("link", { name: "Get Started" }))
    .click();
  await page.getByLabel("First name", { exact: true }).waitFor();
  await expectAccessible(page);

  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).waitFor();
  await expectAccessible(page);
});
