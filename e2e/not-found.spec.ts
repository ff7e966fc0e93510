import { messages } from "@haulwise/domain";
import { expect, test } from "./support/fixtures.js";

test("an unknown address shows the 404 page, logs the path and leads home", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  await page.goto("/trucks/nowhere-to-be-found");
  await expect(page.getByRole("heading", { name: messages.notFound.title })).toBeVisible();
  await expect(page.getByText("/trucks/nowhere-to-be-found")).toBeVisible();
  expect(logged.some((line) => line.includes("/trucks/nowhere-to-be-found"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Where are your trucks?");
});
