import { messages } from "@haulwise/domain";
import { createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { expectAccessibleInBothThemes } from "./support/jobs.js";

test.use({ viewport: { width: 375, height: 740 } });

test("on a phone the sidebar hides behind a toggle and search behind an icon", async ({
  page,
  server,
}) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  await signIn(page, server, driver);
  await page.goto("/driver-dashboard");
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeHidden();
  // The job-site search box is hidden on small screens; phones have no Ctrl/Cmd+K, so an
  // icon button opens the same search.
  const searchBox = page.getByRole("button", { name: messages.search.placeholder });
  await expect(searchBox).toBeHidden();
  const searchIcon = page.getByRole("button", { name: "Search job sites", exact: true });
  await searchIcon.click();
  const search = page.getByRole("dialog", { name: "Search job sites" });
  const input = search.getByPlaceholder(messages.search.placeholder);
  await expect(input).toBeFocused();
  await input.fill("quarry");
  await expect(search.getByText(messages.search.noResults)).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.keyboard.press("Escape");
  await expect(search).toBeHidden();
  await expect(searchIcon).toBeFocused();

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
    "My Pay",
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
  await expect(searchBox).toBeVisible();
  await expect(searchIcon).toBeHidden();
});
