import { messages } from "@haulwise/domain";
import type { Browser } from "@playwright/test";
import { apiAs, createVerifiedAccount, signIn, type TestAccount } from "./support/accounts.js";
import { userIdOf } from "./support/database.js";
import { expect, type RunningServer, test } from "./support/fixtures.js";
import {
  addCompanyDriver,
  createJob,
  expectAccessibleInBothThemes,
  pdfBytes,
} from "./support/jobs.js";

// One site plan for a crew: a contractor uploads it once and sends it to the drivers chosen,
// or to everyone on the job; each driver finds it among their documents.

/** The file names a driver sees under Documents, in a browser of their own. */
async function documentsSeenBy(browser: Browser, server: RunningServer, driver: TestAccount) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, server, driver);
    await page.goto("/driver-documents");
    // Every driver here was sent something: the list shows whole, from one answer.
    const list = page.getByRole("list", { name: "Your documents" });
    await expect(list.getByRole("listitem").first()).toBeVisible();
    return await list.getByRole("listitem").allInnerTexts();
  } finally {
    await context.close();
  }
}

test("one site plan goes to three chosen drivers, and a notice to everyone on the job", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const names = [
    ["Ana", "Ruiz"],
    ["Ben", "Ode"],
    ["Cal", "Park"],
    ["Dee", "Vance"],
  ] as const;
  const [ana, ben, cal, dee] = await Promise.all(
    names.map(([firstName, lastName]) =>
      addCompanyDriver(server, contractor, { firstName, lastName }),
    ),
  );
  const office = await apiAs(server, contractor);
  const job = await createJob(office, { title: "Pad 7 fill" });
  // Ben and Dee are on the job's roster.
  for (const driver of [ben!, dee!]) {
    const assigned = await office.post(`/api/jobs/${job.id}/drivers`, {
      data: { driverId: userIdOf(server, driver.email) },
    });
    expect(assigned.status(), await assigned.text()).toBe(204);
  }
  await office.dispose();

  await signIn(page, server, contractor);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole("heading", { name: "Pad 7 fill" })).toBeVisible();

  // The site plan, once, to Ana, Ben and Cal.
  await page.getByRole("button", { name: messages.documents.uploadFirst }).click();
  const dialog = page.getByRole("dialog", { name: messages.documents.uploadTitle });
  await dialog.getByLabel("File").setInputFiles({
    name: "site-plan.pdf",
    mimeType: "application/pdf",
    buffer: pdfBytes("pad 7 site plan"),
  });
  const sendTo = dialog.getByRole("radiogroup", { name: "Send to" });
  await expect(sendTo.getByRole("radio", { name: "Chosen drivers" })).toBeChecked();
  await expect(
    sendTo.getByRole("radio", { name: "Everyone on this job" }),
  ).toHaveAccessibleDescription("2 drivers are on this job now.");
  for (const name of ["Ana Ruiz", "Ben Ode", "Cal Park"]) {
    await dialog.getByRole("checkbox", { name }).check();
  }
  await expect(dialog.getByRole("group", { name: /^Drivers.*3 chosen$/ })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole("button", { name: "Upload Document" }).click();
  await expect(page.getByText(messages.documents.uploaded)).toBeVisible();
  await expect(dialog).toBeHidden();
  const documents = page.getByRole("list", { name: "Documents" });
  for (const name of ["Ana Ruiz", "Ben Ode", "Cal Park"]) {
    await expect(
      documents.getByRole("listitem").filter({ hasText: `Uploaded for ${name} ·` }),
    ).toContainText("site-plan.pdf");
  }

  // A notice to everyone on the job: Ben and Dee, without choosing them.
  await page.getByRole("button", { name: "Upload Document" }).click();
  await dialog.getByLabel("File").setInputFiles({
    name: "gate-notice.pdf",
    mimeType: "application/pdf",
    buffer: pdfBytes("gate 3 closed"),
  });
  await dialog.getByRole("radio", { name: "Everyone on this job" }).click();
  await expect(dialog.getByRole("checkbox")).toHaveCount(0);
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole("button", { name: "Upload Document" }).click();
  await expect(dialog).toBeHidden();
  for (const name of ["Ben Ode", "Dee Vance"]) {
    await expect(
      documents
        .getByRole("listitem")
        .filter({ hasText: "gate-notice.pdf" })
        .filter({ hasText: `Uploaded for ${name} ·` }),
    ).toBeVisible();
  }
  await expect(documents.getByRole("listitem")).toHaveCount(5);

  // Each driver finds what was sent to them, and only that.
  const seen = async (driver: TestAccount) =>
    (await documentsSeenBy(browser, server, driver)).map((text) =>
      text.includes("site-plan.pdf") ? "site-plan.pdf" : "gate-notice.pdf",
    );
  expect(await seen(ana!)).toEqual(["site-plan.pdf"]);
  expect((await seen(ben!)).sort()).toEqual(["gate-notice.pdf", "site-plan.pdf"]);
  expect(await seen(cal!)).toEqual(["site-plan.pdf"]);
  expect(await seen(dee!)).toEqual(["gate-notice.pdf"]);
});
