import { createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";

test.use({ viewport: { width: 375, height: 740 } });

test("on a phone the sidebar hides behind a toggle and opens as an overlay", async ({
  page,
  server,
}) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  await signIn(page, server, driver);
  await page.goto("/driver-dashboard");
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeHidden();
  // The job-site search box is hidden on small screens too.
  await expect(page.getByRole("button", { name: /Search job sites/ })).toBeHidden();

  await page.getByRole("button", { name: "Open navigation" }).click();
  const overlay = page.getByRole("dialog", { name: "Navigation" });
  await expect(overlay).toBeVisible();
  const width = await overlay.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBe(256); // 16rem
  const links = overlay.getByRole("link");
  await expect(links).toHaveText([
    "Dashboard",
    "My Jobs",
    "Documents",
    "Route Map",
    "Schedule",
    "Profile",
    "Settings",
    "Help",
  ]);
  await expect(overlay.getByRole("button", { name: "Log out" })).toBeVisible();

  await overlay.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/driver-profile$/);
  await expect(overlay).toBeHidden();

  // Wider than 768 px, the 16rem column is always there and the toggle is gone.
  await page.setViewportSize({ width: 1024, height: 740 });
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar).toBeVisible();
  expect(await sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(256);
  await expect(page.getByRole("button", { name: "Open navigation" })).toBeHidden();
});
