import { messages } from "@haulwise/domain";
import { createVerifiedAccount, signIn } from "./support/accounts.js";
import { insertNotification } from "./support/database.js";
import { expect, test } from "./support/fixtures.js";

const m = messages.notifications;

test.use({ permissions: ["geolocation", "notifications"] });

test("the bell's dot shows only while something is unread; choosing one opens its page", async ({
  page,
  server,
}) => {
  const driver = await createVerifiedAccount(server, { role: "driver" });
  await signIn(page, server, driver);
  await page.goto("/driver-dashboard");
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(m.bellLabel(0));
  await expect(page.getByTestId("unread-dot")).toHaveCount(0);
  await bell.click();
  const centre = page.getByRole("dialog", { name: m.heading });
  await expect(centre.getByText(m.empty)).toBeVisible();
  await page.keyboard.press("Escape");

  insertNotification(server, driver.email, {
    title: "You were added to Quarry haul",
    body: "Starts Monday at 7:00 at North Pit",
    link: "/driver-jobs",
    minutesAgo: 5,
  });
  insertNotification(server, driver.email, { title: "Welcome to the team", minutesAgo: 60 });
  await page.reload();
  await expect(bell).toHaveAccessibleName(m.bellLabel(2));
  await expect(page.getByTestId("unread-dot")).toBeVisible();

  // Keyboard: open the centre, move to an entry, choose it.
  await bell.focus();
  await page.keyboard.press("Enter");
  const entry = centre.getByRole("button", { name: "Unread: You were added to Quarry haul" });
  await expect(entry).toHaveAccessibleDescription(
    /Starts Monday at 7:00 at North Pit 5 minutes ago/,
  );
  await entry.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/driver-jobs$/);
  await expect(bell).toHaveAccessibleName(m.bellLabel(1));

  await bell.click();
  await centre.getByRole("button", { name: m.markAllRead }).click();
  await expect(bell).toHaveAccessibleName(m.bellLabel(0));
  await expect(page.getByTestId("unread-dot")).toHaveCount(0);
  await expect(centre.getByRole("button", { name: "Welcome to the team" })).toBeVisible();
});
