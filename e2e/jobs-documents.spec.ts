import { readFile } from "node:fs/promises";
import { messages } from "@haulwise/domain";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import {
  addCompanyDriver,
  createJob,
  expectAccessibleInBothThemes,
  pdfBytes,
} from "./support/jobs.js";

test("a contractor creates a job and sends a document to a driver, who downloads it; the contractor deletes it", async ({
  page,
  browser,
  server,
}) => {
  // Two people, a download and axe on seven screens in two themes: longer than most journeys.
  test.slow();
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor, {
    firstName: "Dana",
    lastName: "Reyes",
  });
  await signIn(page, server, contractor);

  // Create the job through the form.
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { name: "No jobs available" })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole("button", { name: "Create Job" }).click();
  await expect(page.getByRole("heading", { name: messages.jobs.createTitle })).toBeVisible();
  await page.getByRole("button", { name: "Create Job" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByLabel("Title").fill("Riverside gravel haul");
  await page.getByLabel("Location").fill("Riverside site");
  await page.getByLabel("Start date").fill("2026-12-01");
  await page.getByLabel("Description").fill("Move 400 t of gravel to the river bank.");
  await page.getByRole("button", { name: "Create Job" }).click();
  await expect(page.getByText(messages.jobs.created)).toBeVisible();
  await expect(page).toHaveURL(/\/contractor-dashboard$/);

  // Open it from the list and send a document to the driver.
  await page.goto("/jobs");
  await page.getByRole("link", { name: /Riverside gravel haul/ }).click();
  await expect(page.getByRole("heading", { name: "Riverside gravel haul" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Documents Yet" })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole("button", { name: messages.documents.uploadFirst }).click();
  const dialog = page.getByRole("dialog", { name: messages.documents.uploadTitle });
  const upload = dialog.getByRole("button", { name: "Upload Document" });
  await expect(upload).toBeDisabled();
  await expectAccessibleInBothThemes(page);
  await dialog.getByLabel("File").setInputFiles({
    name: "haul-ticket.pdf",
    mimeType: "application/pdf",
    buffer: pdfBytes("ticket 0412"),
  });
  await dialog.getByRole("checkbox", { name: "Dana Reyes" }).check();
  await dialog.getByLabel("Notes (optional)").fill("Show this at the quarry gate.");
  await upload.click();
  await expect(page.getByText(messages.documents.uploaded)).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: "haul-ticket.pdf" });
  await expect(row).toContainText("Uploaded for Dana Reyes ·");
  await expect(row).toContainText("Show this at the quarry gate.");

  // The other tabs, for axe.
  await page.getByRole("tab", { name: "Active Drivers" }).click();
  await expect(page.getByText(messages.jobs.noRosterDrivers)).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.getByRole("tab", { name: "Metrics & Loads" }).click();
  await expect(page.getByText(messages.jobs.noActiveHauls)).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // The driver sees it among their documents and downloads it.
  const driverContext = await browser.newContext({ baseURL: server.baseURL });
  const driverPage = await driverContext.newPage();
  await signIn(driverPage, server, driver);
  // The bell says a document arrived and opens the driver's documents.
  await driverPage.goto("/driver-dashboard");
  const bell = driverPage.getByRole("button", { name: messages.notifications.bellLabel(1) });
  await expect(driverPage.getByTestId("unread-dot")).toBeVisible();
  await bell.click();
  const news = driverPage
    .getByRole("dialog", { name: messages.notifications.heading })
    .getByRole("button", { name: "Unread: New document: haul-ticket.pdf" });
  await expect(news).toHaveAccessibleDescription(/For Riverside gravel haul \(#JOB-\d{6}\)/);
  await news.click();
  await expect(driverPage).toHaveURL(/\/driver-documents$/);
  await expect(driverPage.getByTestId("unread-dot")).toHaveCount(0);
  await expect(
    driverPage.getByRole("button", { name: messages.notifications.bellLabel(0) }),
  ).toBeVisible();
  const driverRow = driverPage.getByRole("listitem").filter({ hasText: "haul-ticket.pdf" });
  await expect(driverRow).toContainText("Riverside gravel haul");
  await expectAccessibleInBothThemes(driverPage);
  const [download] = await Promise.all([
    driverPage.waitForEvent("download"),
    driverRow.getByRole("button", { name: /Download/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("haul-ticket.pdf");
  expect((await readFile((await download.path()) ?? "")).toString()).toContain("ticket 0412");
  await driverContext.close();

  // The contractor deletes it, after confirming.
  await page.getByRole("tab", { name: "Documents" }).click();
  await row.getByRole("button", { name: "Delete haul-ticket.pdf" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete document" }).click();
  await expect(page.getByText(messages.documents.deleted)).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Documents Yet" })).toBeVisible();
});

test("a driver's jobs, schedule and the jobs they may ask to join", async ({ page, server }) => {
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const driver = await addCompanyDriver(server, contractor);
  const api = await apiAs(server, contractor);
  const mine = await createJob(api, { title: "Quarry to riverside" });
  const open = await createJob(api, { title: "Downtown demolition debris" });
  const driverApi = await apiAs(server, driver);
  const me = await (await driverApi.get("/api/me")).json();
  await api.post(`/api/jobs/${mine.id}/drivers`, { data: { driverId: me.user.id } });

  await signIn(page, server, driver);
  await page.goto("/driver-jobs");
  await expect(page.getByRole("link", { name: "Quarry to riverside" })).toBeVisible();
  const available = page.getByRole("region", { name: "Find Available Jobs" });
  await expect(available).toContainText(open.title);
  await expectAccessibleInBothThemes(page);
  await available.getByRole("button", { name: `Ask to join ${open.title}` }).click();
  await expect(page.getByText("Request sent. The contractor will approve it.")).toBeVisible();
  await expect(available).toContainText("waiting for approval");

  await page.goto("/driver-schedule");
  await expect(page.getByRole("link", { name: /Quarry to riverside/ })).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // The contractor approves the request on the job's Active Drivers tab.
  await signIn(page, server, contractor);
  await page.goto(`/jobs/${open.id}?tab=drivers`);
  await page.getByRole("button", { name: /Approve/ }).click();
  await expect(page.getByRole("list", { name: "Driver Roster" })).toContainText("Dana Driver");
  await api.dispose();
  await driverApi.dispose();
});
