import { messages } from "@haulwise/domain";
import { expect, test } from "./support/fixtures.js";

test("an unknown address shows the 404 page, logs the path and leads home", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  await page.goto("/lorries/nowhere-to-be-found");
  await expect(page.getByRole("heading", { name: messages.notFound.title })).toBeVisible();
  await expect(page.getByText("/lorries/nowhere-to-be-found")).toBeVisible();
  expect(logged.some((line) => line.includes("/lorries/nowhere-to-be-found"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Where are your trucks?");
});

test("an invitation link of any shape that matches no invitation says it is not valid", async ({
  page,
}) => {
  for (const token of ["bogus", "x".repeat(43)]) {
    await page.goto(`/invitations/${token}`);
    await expect(page.getByRole("heading", { name: "Invitation not found" })).toBeVisible();
    await expect(page.getByText(messages.invitations.notFound)).toBeVisible();
    await expect(page.getByText(/Too small|expected string/)).toHaveCount(0);
  }
});
