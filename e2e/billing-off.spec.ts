import { messages } from "@haulwise/domain";
import { createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { driversSharing, namesOnTheMap } from "./support/plans.js";

// A self-hosted installation that sells no plans.
test.use({ serverOptions: { env: { BILLING: "off" } } });

const m = messages.subscription;
const t = messages.tracking;

test("an installation that sells no plans shows every truck and never asks for an upgrade", async ({
  page,
  server,
}) => {
  test.setTimeout(60_000);
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  await driversSharing(server, contractor, ["Ana", "Ben", "Cy", "Di"]);
  await signIn(page, server, contractor);

  await page.goto("/contractor-dashboard");
  await expect(page.getByRole("tab", { name: "Overview", selected: true })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Active Jobs" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Subscription" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Upgrade/ })).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Subscription" }),
  ).toHaveCount(0);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Account Settings" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Subscription" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // Every driver sharing is on the map, with no plan banner and nothing to choose.
  await page.getByRole("tab", { name: "Tracking" }).click();
  const map = page.getByRole("region", { name: "Live map of your drivers" });
  await expect(map.getByTestId("driver-count")).toHaveText("4 drivers");
  await expect.poll(async () => (await namesOnTheMap(page)).length).toBe(4);
  await expect(map.getByText(/Upgrade to see all/)).toHaveCount(0);
  await expect(map.getByRole("button", { name: t.chooseLiveDrivers })).toHaveCount(0);
  await expect(map.getByRole("button", { name: t.upgradePlan })).toHaveCount(0);

  await page.goto("/help");
  await expect(page.getByText("How do I post a job?")).toBeVisible();
  await expect(page.getByText("Do I need a paid plan?")).toHaveCount(0);

  // The address still answers, saying there is nothing to buy.
  await page.goto("/subscription");
  await expect(page.getByText(m.billingOff)).toBeVisible();
  await expect(page.getByRole("button", { name: m.selectPlan })).toHaveCount(0);
});
