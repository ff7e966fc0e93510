import { readFile } from "node:fs/promises";
import { messages } from "@haulwise/domain";
import type { Browser, Page } from "@playwright/test";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test, uniqueClientAddress } from "./support/fixtures.js";
import { addCompanyDriver, createJob, expectAccessibleInBothThemes } from "./support/jobs.js";

/** A real 1×1 PNG: the server checks ticket photos by content. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Another person's browser: their own client address, so rate limits count them apart. */
const personContext = (browser: Browser) =>
  browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() } });

async function recordLoad(
  page: Page,
  load: { material: string; quantity: string; unit: string; ticket?: string; photo?: boolean },
) {
  const form = page.getByRole("form", { name: "Record a Load" });
  await form.getByLabel("Material").fill(load.material);
  await form.getByLabel("Quantity").fill(load.quantity);
  await form.getByLabel("Unit").selectOption({ label: load.unit });
  if (load.ticket) await form.getByLabel("Ticket number (optional)").fill(load.ticket);
  if (load.photo) {
    await form
      .getByLabel("Ticket photo (optional)")
      .setInputFiles({ name: "ticket.png", mimeType: "image/png", buffer: PNG });
  }
  await form.getByRole("button", { name: "Record Load" }).click();
}

test("a driver records the day's metrics and two loads; the contractor's dashboard, summary, CSV and job tab add them up", async ({
  page,
  browser,
  server,
}) => {
  // Three people, a download and axe on four screens in two themes.
  test.slow();
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, { firstName: "Ivy", lastName: "Cole" });
  const contractorApi = await apiAs(server, contractor);
  const job = await createJob(contractorApi, { title: "Riverside gravel haul" });
  const driverList = await (await contractorApi.get("/api/drivers")).json();
  const driverId = driverList.drivers[0].id as string;
  expect(
    (await contractorApi.post(`/api/jobs/${job.id}/drivers`, { data: { driverId } })).status(),
  ).toBe(204);
  await contractorApi.dispose();

  // The driver's dashboard: daily metrics first, with the form's own messages.
  await signIn(page, server, driver);
  await page.goto("/driver-dashboard");
  const metrics = page.getByRole("form", { name: "Submit Daily Metrics" });
  await metrics.getByLabel("Loads Completed").fill("-1");
  await metrics.getByRole("button", { name: "Submit Metrics" }).click();
  await expect(metrics.getByText(messages.validation.selectJob)).toBeVisible();
  await expect(metrics.getByText(messages.validation.loadsMin)).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await metrics.getByLabel("Job").selectOption({ label: `${job.title} (${job.jobNumber})` });
  await metrics.getByLabel("Loads Completed").fill("2");
  await metrics.getByLabel("Hours Worked").fill("8.5");
  await metrics.getByLabel("Miles Driven").fill("120");
  await metrics.getByLabel("Fuel Used").fill("30.5");
  await metrics.getByRole("button", { name: "Submit Metrics" }).click();
  await expect(page.getByText(messages.metrics.submitted)).toBeVisible();
  await expect(metrics.getByLabel("Loads Completed")).toHaveValue("0");
  await expect(page.getByRole("listitem").filter({ hasText: "2 loads · 8.5 h" })).toBeVisible();

  // Two loads: ten tons with a ticket photo, then ten thousand pounds (five tons).
  await recordLoad(page, {
    material: "Gravel",
    quantity: "10",
    unit: "Tons",
    ticket: "T-1001",
    photo: true,
  });
  await expect(page.getByText(messages.loads.recorded(1))).toBeVisible();
  await recordLoad(page, { material: "Sand", quantity: "10000", unit: "Pounds" });
  await expect(page.getByText(messages.loads.recorded(2))).toBeVisible();
  const myLoads = page.getByRole("region", { name: "Latest delivered" });
  await expect(myLoads.getByText("Load #2", { exact: true })).toBeVisible();
  await expect(myLoads.getByText("Load #1", { exact: true })).toBeVisible();

  // The contractor's overview.
  const bossContext = await personContext(browser);
  const boss = await bossContext.newPage();
  await signIn(boss, server, contractor);
  await boss.goto("/contractor-dashboard");
  await expect(boss.getByRole("tab", { name: "Overview" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const todaysLoads = boss
    .getByRole("heading", { name: "Today's Loads" })
    .locator("..")
    .locator("..");
  await expect(todaysLoads.getByText("2", { exact: true })).toBeVisible();
  const quantity = boss
    .getByRole("heading", { name: "Total Quantity" })
    .locator("..")
    .locator("..");
  await expect(quantity.getByText("15.00 tons")).toBeVisible();
  await expect(
    boss.getByRole("heading", { name: "Active Jobs" }).locator("..").locator("..").getByText("1", {
      exact: true,
    }),
  ).toBeVisible();
  await expectAccessibleInBothThemes(boss);

  // The Loads tab: the Daily Load Summary of today, and its CSV.
  await boss.getByRole("tab", { name: "Loads" }).click();
  const table = boss.getByRole("table");
  await expect(boss.getByText("Today's loads")).toBeVisible();
  const jobLabel = `${job.title} (${job.jobNumber})`;
  await expect(table.getByRole("row", { name: /Gravel 10\.00 tons/ })).toContainText(
    `Ivy Cole${jobLabel}Gravel10.00 tons`,
  );
  await expect(table.getByRole("row", { name: /Sand/ })).toContainText(
    `Ivy Cole${jobLabel}Sand10000.00 pounds`,
  );
  await expect(table.getByText("Total: 2 loads")).toBeVisible();
  await expect(table.getByText("15.00 tons")).toBeVisible();
  await expectAccessibleInBothThemes(boss);
  const [download] = await Promise.all([
    boss.waitForEvent("download"),
    boss.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const csv = (await readFile(await download.path(), "utf8")).trim().split("\r\n");
  expect(csv).toHaveLength(3);
  expect(csv[1]).toContain(`Ivy Cole,${job.title},${job.jobNumber},Sand,10000,pounds,5`);
  expect(csv[2]).toMatch(/^1,T-1001,.*,Ivy Cole,.*,Gravel,10,tons,10$/);

  // A load recorded while the contractor watches, by a driver who has just lost signal: it
  // waits on the phone, goes when the signal returns, and shows up here without a reload.
  // Cubic yards are a volume: counted as a load, never added to the tons.
  await page.context().setOffline(true);
  await recordLoad(page, { material: "Fill", quantity: "4", unit: "Cubic yards" });
  await expect(page.getByText(messages.loads.queued)).toBeVisible();
  const waiting = page.getByRole("region", { name: /Waiting to send/ });
  await expect(waiting).toContainText("Load: Fill, 4.00 cubic yards on");
  await page.context().setOffline(false);
  await expect(page.getByText(messages.loads.recorded(3))).toBeVisible();
  await expect(waiting).toBeHidden();
  await expect(table.getByRole("row", { name: /Fill 4\.00 cubic yards/ })).toBeVisible();
  const footer = table.locator("tfoot");
  await expect(footer).toContainText("Total: 3 loads");
  await expect(footer).toContainText("15.00 tons");
  await expect(footer).toContainText("4.00 cubic yards");

  // The load's ticket, photo and history.
  await table.getByRole("button", { name: "Details of load #1" }).click();
  const detail = boss.getByRole("dialog", { name: "Load #1" });
  await expect(detail.getByRole("img", { name: "Scale ticket of load #1" })).toBeVisible();
  await expect(detail.getByText("Recorded by Ivy Cole")).toBeVisible();
  await detail.getByRole("button", { name: "Close" }).click();

  // The job's Metrics & Loads tab.
  await boss.goto(`/jobs/${job.id}?tab=metrics`);
  const hauling = boss.getByRole("tabpanel", { name: "Today" });
  await expect(hauling.getByText("Total Loads Today")).toBeVisible();
  await expect(hauling.getByRole("definition").filter({ hasText: "15.00" })).toContainText(
    "15.00 tons",
  );
  await expect(hauling.getByRole("definition").filter({ hasText: "cyds" })).toContainText(
    "4.00 cyds",
  );
  await expect(boss.getByText(messages.jobs.noActiveHauls)).toBeVisible();
  await expectAccessibleInBothThemes(boss);
  await bossContext.close();

  // Another company sees none of it.
  const stranger = await createVerifiedAccount(server, { role: "contractor" });
  const strangerContext = await personContext(browser);
  const other = await strangerContext.newPage();
  await signIn(other, server, stranger);
  await other.goto("/contractor-dashboard?tab=loads");
  await expect(other.getByText(messages.loads.noneFound)).toBeVisible();
  await strangerContext.close();
});
