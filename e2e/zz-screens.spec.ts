import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { addCompanyDriver, createJob } from "./support/jobs.js";

test("screens", async ({ page, browser, server }) => {
  test.slow();
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, { firstName: "Ivy", lastName: "Cole" });
  const api = await apiAs(server, contractor);
  const job = await createJob(api, { title: "Riverside gravel haul" });
  const driverId = (await (await api.get("/api/drivers")).json()).drivers[0].id;
  await api.post(`/api/jobs/${job.id}/drivers`, { data: { driverId } });
  const d = await apiAs(server, driver);
  await d.post("/api/loads", {
    data: { jobId: job.id, quantity: 12, materialType: "Gravel", ticketNumber: "T-1" },
  });
  await d.post("/api/loads", {
    data: { jobId: job.id, quantity: 8, quantityUnit: "cubic_yards", materialType: "Fill" },
  });
  await d.post("/api/loads", { data: { jobId: job.id, stage: "started", materialType: "Sand" } });
  await signIn(page, server, driver);
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto("/driver-dashboard");
  await expect(page.getByText("Latest delivered")).toBeVisible();
  await page.screenshot({ path: "/tmp/shots/driver.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: "/tmp/shots/driver-375.png", fullPage: true });
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const boss = await ctx.newPage();
  await signIn(boss, server, contractor);
  await boss.goto("/contractor-dashboard");
  await expect(boss.getByText("Total Quantity")).toBeVisible();
  await boss.waitForTimeout(1000);
  await boss.screenshot({ path: "/tmp/shots/overview.png", fullPage: true });
  await boss.getByRole("button", { name: /Date range/ }).click();
  await boss.waitForTimeout(500);
  await boss.screenshot({ path: "/tmp/shots/picker.png", fullPage: true });
  await boss.keyboard.press("Escape");
  await boss.getByRole("tab", { name: "Loads" }).click();
  await boss.waitForTimeout(800);
  await boss.screenshot({ path: "/tmp/shots/loads.png", fullPage: true });
  await boss.goto(`/jobs/${job.id}?tab=metrics`);
  await boss.waitForTimeout(1500);
  await boss.screenshot({ path: "/tmp/shots/job.png", fullPage: true });
  await boss.getByRole("button", { name: /Details of load #3/ }).click();
  await boss.waitForTimeout(800);
  await boss.screenshot({ path: "/tmp/shots/detail.png", fullPage: true });
  await boss.keyboard.press("Escape");
  await boss.getByRole("link", { name: "Haul Sheet" }).click();
  await boss.waitForTimeout(1500);
  await boss.screenshot({ path: "/tmp/shots/sheet.png", fullPage: true });
  await boss.setViewportSize({ width: 375, height: 900 });
  await boss.goto("/contractor-dashboard?tab=loads");
  await boss.waitForTimeout(1500);
  await boss.screenshot({ path: "/tmp/shots/loads-375.png", fullPage: true });
});
