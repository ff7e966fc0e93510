import { createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";

test.use({ colorScheme: "dark" });

test("the theme follows the system until chosen, and the choice survives a reload", async ({
  page,
  server,
}) => {
  const html = page.locator("html");
  await page.goto("/sign-in");
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();

  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  await page.goto("/help");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();

  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
});

test("a signed-in page's shell drawn from the HTML shows and names the theme button for the theme in use", async ({
  page,
  server,
}) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  // None of the app's code arrives: what shows is the HTML and the theme script alone.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/jobs");
  const themeButton = page
    .locator("#app-frame header")
    .getByRole("button", { name: "Switch to light theme", exact: true });
  await expect(themeButton.locator("svg.lucide-sun")).toBeVisible();
  await expect(themeButton.locator("svg.lucide-moon")).toBeHidden();
});
