import { messages } from "@haulwise/domain";
import type { Page } from "@playwright/test";
import { createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, expectAccessible, test } from "./support/fixtures.js";
import { driversSharing, namesOnTheMap } from "./support/plans.js";
import { expectToast } from "./support/toasts.js";

// Plans on a fresh install, through the built-in checkout, and what they change on the map.

const m = messages.subscription;

const planCard = (page: Page, name: string) => page.getByRole("group", { name });
const currentPlan = (page: Page) =>
  page
    .locator("[data-slot=card]")
    .filter({ has: page.getByRole("heading", { name: m.currentPlan }) });
const dashboardCard = (page: Page) =>
  page
    .locator("[data-slot=card]")
    .filter({ has: page.getByRole("heading", { name: "Subscription" }) });

/** axe in the light theme, then the dark one. */
async function expectAccessibleInBothThemes(page: Page) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    await expectAccessible(page);
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

async function signedInContractor(page: Page, server: Parameters<typeof signIn>[1]) {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await signIn(page, server, contractor);
  return contractor;
}

test("a free contractor upgrades to Pro yearly through the built-in checkout, and the map shows every truck", async ({
  page,
  server,
}) => {
  // Five drivers arrive and share their positions first: more than the free plan shows.
  test.setTimeout(60_000);
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const names = ["Ana", "Ben", "Cy", "Di", "Eve"].map((name) => `${name} Hall`);
  await driversSharing(
    server,
    contractor,
    names.map((name) => name.split(" ")[0] as string),
  );
  await signIn(page, server, contractor);
  await page.goto("/contractor-dashboard");
  await page.getByRole("tab", { name: "Tracking" }).click();
  const map = page.getByRole("region", { name: "Live map of your drivers" });
  await expect(map.getByTestId("driver-count")).toHaveText("3/5 drivers");
  await expect(map.getByText(messages.tracking.planLimit(3, 5))).toBeVisible();
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(dashboardCard(page)).toContainText("Free");
  await expect(dashboardCard(page)).toContainText(m.tracksUpTo(3));
  await dashboardCard(page)
    .getByRole("button", { name: m.upgradeTo("Pro") })
    .click();

  await expect(page).toHaveURL(/\/subscription$/);
  await expect(currentPlan(page)).toContainText("Free");
  await page.getByRole("radio", { name: /^Yearly/ }).click();
  await expect(planCard(page, "Pro")).toContainText("$95.88");
  await expect(planCard(page, "Pro")).toContainText(m.saveYearly);
  await expectAccessibleInBothThemes(page);
  await planCard(page, "Pro").getByRole("button", { name: m.selectPlan }).click();

  await expect(page).toHaveURL(/\/subscription\/checkout\/[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Haulwise Pro, billed yearly" })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole("button", { name: "Pay $95.88" }).click();

  await expectToast(page, m.success);
  await expect(page).toHaveURL(/\/subscription$/);
  expect(new URL(page.url()).search).toBe("");
  await expect(currentPlan(page)).toContainText("Pro");
  await expect(currentPlan(page)).toContainText("Yearly");
  await expect(currentPlan(page)).toContainText(m.tracksUpTo(20));
  const nextYear = String(new Date().getFullYear() + 1);
  await expect(currentPlan(page)).toContainText(`${m.nextBillingDate}:`);
  await expect(currentPlan(page)).toContainText(nextYear);
  await expect(planCard(page, "Pro").getByRole("button", { name: m.currentPlan })).toBeDisabled();

  await page.getByRole("button", { name: m.backToDashboard }).click();
  await expect(dashboardCard(page)).toContainText("Pro");
  await expect(dashboardCard(page)).toContainText("Yearly");
  await expect(dashboardCard(page)).toContainText(m.tracksUpTo(20));
  await expect(
    dashboardCard(page).getByRole("button", { name: m.upgradeTo("Business") }),
  ).toBeVisible();

  // Pro shows up to 20 trucks: all five are on the map, and nothing asks for an upgrade.
  await page.getByRole("tab", { name: "Tracking" }).click();
  await expect(map.getByTestId("driver-count")).toHaveText("5 drivers");
  await expect(map.getByText(messages.tracking.planLimit(3, 5))).toHaveCount(0);
  await expect(map.getByRole("button", { name: messages.tracking.upgradePlan })).toHaveCount(0);
  await expect.poll(async () => (await namesOnTheMap(page)).sort()).toEqual(names);
});

test("a canceled checkout changes nothing", async ({ page, server }) => {
  await signedInContractor(page, server);
  await page.goto("/subscription");
  await planCard(page, "Business").getByRole("button", { name: m.selectPlan }).click();
  await expect(
    page.getByRole("heading", { name: "Haulwise Business, billed monthly" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Cancel", exact: true }).click();

  await expectToast(page, m.canceled);
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(currentPlan(page)).toContainText("Free");
  await expect(planCard(page, "Free").getByRole("button", { name: m.currentPlan })).toBeDisabled();
  // Back does not pay for it either: the checkout is closed.
  await page.goBack();
  await expect(page.getByText(m.checkoutFinished)).toBeVisible();
  await page.goto("/contractor-dashboard");
  await expect(dashboardCard(page).getByRole("button", { name: m.upgradeTo("Pro") })).toBeVisible();
});

test("cancelling at the period's end shows when the plan ends, and it can be resumed", async ({
  page,
  server,
}) => {
  await signedInContractor(page, server);
  await page.goto("/subscription");
  await planCard(page, "Pro").getByRole("button", { name: m.selectPlan }).click();
  await page.getByRole("button", { name: "Pay $9.99" }).click();
  await expectToast(page, m.success);

  await currentPlan(page).getByRole("button", { name: m.managePayment }).click();
  await expect(page).toHaveURL(/\/subscription\/manage$/);
  await expect(page.getByRole("heading", { name: "Manage subscription", level: 1 })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel your Pro plan?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel subscription" }).click();

  const ends = page.getByText(/^Your Pro plan ends on [A-Z][a-z]{2} \d{2}, \d{4}\./);
  await expect(ends).toBeVisible();
  await page.getByRole("link", { name: "Back to plans" }).click();
  await expect(currentPlan(page)).toContainText(/Your Pro plan ends on [A-Z][a-z]{2} \d{2}, \d{4}/);
  await expect(currentPlan(page)).toContainText("Pro");

  await currentPlan(page).getByRole("button", { name: "Resume subscription" }).click();
  await expectToast(page, m.resumed("Pro"));
  await expect(currentPlan(page)).toContainText(`${m.nextBillingDate}:`);
});
