import { messages } from "@haulwise/domain";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { createJob, expectAccessibleInBothThemes } from "./support/jobs.js";

test("a contractor grants View access by email and the grantee reads that job, and only that job", async ({
  page,
  browser,
  server,
}) => {
  // Two people, two browsers, four accessibility passes: more than the default half minute.
  test.setTimeout(60_000);
  const contractor = await createVerifiedAccount(server, { role: "contractor" });
  const grantee = await createVerifiedAccount(server, {
    role: "driver",
    firstName: "Vic",
    lastName: "Ward",
  });
  const api = await apiAs(server, contractor);
  const job = await createJob(api, {
    title: "Riverside gravel haul",
    locationAddress: "1200 River Road, Sacramento",
  });
  const other = await createJob(api, { title: "Private job" });
  await api.dispose();

  await signIn(page, server, contractor);
  await page.goto(`/jobs/${job.id}/view`);
  await expect(page.getByRole("heading", { name: "Job access" })).toBeVisible();
  await expect(page.getByText("Nobody else has access to this job yet.")).toBeVisible();
  await expectAccessibleInBothThemes(page);

  const emails = page.getByLabel("Email addresses");
  const grant = page.getByRole("button", { name: "Grant View access" });
  // Only the contractor's own address finds nobody: any other is invited, account or not.
  await emails.fill(contractor.email);
  await grant.click();
  await expect(page.getByText(messages.permissions.noUsersFound)).toBeVisible();

  await emails.fill(` ${grantee.email.toUpperCase()} , nobody-here@example.com`);
  await grant.click();
  await expect(page.getByText(messages.permissions.granted(2))).toBeVisible();
  const people = page.getByRole("region", { name: "People with access" });
  const granteeRow = people.getByRole("listitem").filter({ hasText: grantee.email });
  const strangerRow = people.getByRole("listitem").filter({ hasText: "nobody-here@example.com" });
  await expect(granteeRow).toContainText("has not opened the job yet");
  await expect(strangerRow).toContainText("has not opened the job yet");
  await expect(people).not.toContainText("Vic Ward");

  // The grantee, in their own browser.
  const guestContext = await browser.newContext({ baseURL: server.baseURL });
  const guest = await guestContext.newPage();
  await signIn(guest, server, grantee);
  await guest.goto(`/jobs/${job.id}/view`);
  await expect(guest.getByRole("heading", { name: "Riverside gravel haul" })).toBeVisible();
  await expect(guest.getByText(job.jobNumber)).toBeVisible();
  await expect(guest.getByText("Active", { exact: true })).toBeVisible();
  await expect(guest.getByRole("heading", { name: "Job access" })).toHaveCount(0);
  await expectAccessibleInBothThemes(guest);
  // Once the grantee has opened the job, the contractor sees who they are.
  await page.reload();
  await expect(granteeRow).toContainText("Vic Ward");
  await expect(strangerRow).toContainText("has not opened the job yet");

  // Any other job: the message, then away from the page.
  await guest.goto(`/jobs/${other.id}/view`);
  await expect(guest.getByText(messages.jobs.jobNotFound)).toBeVisible();
  await expect(guest).toHaveURL(/\/driver-dashboard$/);

  // Revoked: the next load fails too.
  await people.getByRole("button", { name: `Revoke access for ${grantee.email}` }).click();
  await expect(granteeRow).toHaveCount(0);
  await guest.goto(`/jobs/${job.id}/view`);
  await expect(guest.getByText(messages.jobs.jobNotFound)).toBeVisible();
  await guestContext.close();
  // An invitation nobody has taken up is revoked the same way.
  await people.getByRole("button", { name: "Revoke access for nobody-here@example.com" }).click();
  await expect(page.getByText("Nobody else has access to this job yet.")).toBeVisible();
});
