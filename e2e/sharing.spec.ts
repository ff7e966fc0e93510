import { messages } from "@haulwise/domain";
import type { Browser } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { apiAs, createVerifiedAccount, signIn } from "./support/accounts.js";
import { expect, expectAccessible, test, uniqueClientAddress } from "./support/fixtures.js";
import { addCompanyDriver, createJob } from "./support/jobs.js";

const m = messages.sharing;

/** A real 1×1 PNG: the server checks ticket photos by content. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** The customer's own browser: no cookies of anyone's, its own client address. */
const customerContext = (browser: Browser) =>
  browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueClientAddress() } });

test("a contractor shares a job; the customer opens the link without an account and sees its loads; once revoked the link says it no longer works", async ({
  page,
  browser,
  server,
}) => {
  test.slow();
  const contractor = await createVerifiedAccount(server, {
    role: "contractor",
    firstName: "Casey",
    lastName: "Stone",
  });
  const driver = await addCompanyDriver(server, contractor, { firstName: "Ivy", lastName: "Cole" });
  const contractorApi = await apiAs(server, contractor);
  const job = await createJob(contractorApi, { title: "Riverside gravel haul" });
  const other = await createJob(contractorApi, { title: "Secret other haul" });
  const drivers = await (await contractorApi.get("/api/drivers")).json();
  const driverId = drivers.drivers[0].id as string;
  for (const jobId of [job.id, other.id]) {
    const assigned = await contractorApi.post(`/api/jobs/${jobId}/drivers`, { data: { driverId } });
    expect(assigned.status()).toBe(204);
  }
  await contractorApi.dispose();
  const driverApi = await apiAs(server, driver);
  const loadIds: string[] = [];
  for (const [jobId, ticketNumber, quantity] of [
    [job.id, "T-2001", 12],
    [job.id, "T-2002", 8.5],
    [other.id, "HIDDEN-9", 3],
  ] as const) {
    const recorded = await driverApi.post("/api/loads", {
      multipart: {
        ticket: JSON.stringify({
          jobId,
          stage: "completed",
          materialType: "Gravel",
          quantity,
          quantityUnit: "tons",
          ticketNumber,
        }),
        photo: { name: "ticket.png", mimeType: "image/png", buffer: PNG },
      },
    });
    expect(recorded.status(), await recorded.text()).toBeLessThan(300);
    loadIds.push((await recorded.json()).id);
  }
  await driverApi.dispose();

  // The contractor makes a link from the job page and copies it.
  await signIn(page, server, contractor);
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole("button", { name: m.shareWithCustomer }).click();
  const dialog = page.getByRole("dialog", { name: m.dialogTitle });
  await dialog.getByRole("radio", { name: m.expiryWeek }).check();
  await dialog.getByRole("button", { name: m.create }).click();
  const link = dialog.getByLabel(m.linkLabel);
  await expect(link).toHaveValue(/\/shared\/hwsl_/);
  const url = await link.inputValue();
  await expect(dialog.getByRole("listitem").filter({ hasText: m.linkStatus.active })).toHaveCount(
    1,
  );
  await expectAccessible(page);

  // The customer, in a browser of their own, with no account.
  const customer = await customerContext(browser);
  const customerPage = await customer.newPage();
  const opened = await customerPage.goto(url);
  expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(customerPage.getByRole("heading", { name: "Riverside gravel haul" })).toBeVisible();
  await expect(customerPage.getByText(/Shared by Casey Stone of /)).toBeVisible();
  await expect(customerPage.getByRole("cell", { name: "T-2001" })).toBeVisible();
  await expect(customerPage.getByRole("cell", { name: "T-2002" })).toBeVisible();
  await expect(customerPage.getByText("20.50")).toBeVisible();
  await expect(customerPage.getByText("HIDDEN-9")).toHaveCount(0);
  await expect(customerPage.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex, nofollow",
  );
  await expectAccessible(customerPage);

  // The customer signs off the day, then disputes one ticket with a comment.
  await customerPage.getByRole("button", { name: new RegExp(`^${m.approveDay}`) }).click();
  const approveDialog = customerPage.getByRole("dialog");
  await approveDialog.getByRole("button", { name: m.approve }).click();
  await expect(approveDialog.getByText(m.nameRequired)).toBeVisible();
  await approveDialog.getByLabel(m.yourName).fill("Gina General");
  await approveDialog.getByRole("button", { name: m.approve }).click();
  await expect(customerPage.getByText(m.approvedToast)).toBeVisible();
  await expect(customerPage.getByText(/^Approved by Gina General/)).toBeVisible();
  await customerPage.getByRole("button", { name: `${m.dispute} load #2` }).click();
  const disputeDialog = customerPage.getByRole("dialog", { name: m.disputeLoad(2) });
  await disputeDialog.getByLabel(m.yourName).fill("Gina General");
  await disputeDialog.getByLabel(m.commentLabel).fill("Our gate scale read 7.9 t");
  await disputeDialog.getByRole("button", { name: m.sendDispute }).click();
  await expect(customerPage.getByText(m.disputedToast)).toBeVisible();
  await expect(
    customerPage.getByText(m.disputedLoad("Gina General", "Our gate scale read 7.9 t")),
  ).toBeVisible();
  await expectAccessible(customerPage);

  // The contractor sees both in the bell and on the job's loads tab.
  await page.keyboard.press("Escape");
  await page.goto(`/jobs/${job.id}?tab=metrics`);
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const centre = page.getByRole("dialog", { name: messages.notifications.heading });
  await expect(
    centre.getByText(/Gina General disputed load #2 on Riverside gravel haul/),
  ).toBeVisible();
  await expect(centre.getByText(/Gina General approved the tickets of/)).toBeVisible();
  await page.keyboard.press("Escape");
  const signOff = page.getByRole("region", { name: m.reviewsHeading });
  await expect(signOff.getByText(m.reviewDisputed("Gina General", 2))).toBeVisible();
  await expect(signOff.getByText("“Our gate scale read 7.9 t”")).toBeVisible();
  await expect(signOff.getByText(/Gina General approved the tickets of/)).toBeVisible();

  // The disputed load's evidence, as the contractor downloads it to answer.
  const evidence = await page.request.get(`/api/loads/${loadIds[1]}/evidence.pdf`);
  expect(evidence.status()).toBe(200);
  expect(evidence.headers()["content-type"]).toBe("application/pdf");
  const { text } = await extractText(
    await getDocumentProxy(new Uint8Array(await evidence.body())),
    {
      mergePages: true,
    },
  );
  expect(text).toContain(messages.pdf.evidence.title);
  expect(text).toContain(messages.pdf.evidence.ticket("T-2002"));
  expect(text).toContain(messages.sharing.historyDisputed);
  expect(text).toContain("Our gate scale read 7.9 t");

  // Revoked from the job page: the open page says so within seconds, and so does a reload.
  await page.getByRole("button", { name: m.shareWithCustomer }).click();
  await dialog.getByRole("button", { name: /^Revoke the link made/ }).click();
  await expect(page.getByText(m.revoked)).toBeVisible();
  await expect(customerPage.getByRole("heading", { name: m.linkGoneTitle })).toBeVisible({
    timeout: 10_000,
  });
  await expect(customerPage.getByText(m.linkGone)).toBeVisible();
  await expect(customerPage.getByText("T-2001")).toHaveCount(0);
  await customerPage.reload();
  await expect(customerPage.getByRole("heading", { name: m.linkGoneTitle })).toBeVisible();
  await expectAccessible(customerPage);
  await customer.close();
});
