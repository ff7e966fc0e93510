import { messages } from "@haulwise/domain";
import type { APIRequestContext } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { signIn } from "./support/accounts.js";
import { expect, test } from "./support/fixtures.js";
import { expectAccessibleInBothThemes, jobWithDriver } from "./support/jobs.js";

const DAY_MS = 86_400_000;
const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);

// biome-ignore lint/suspicious/noExplicitAny: the journey reads a few fields of each answer
async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<any> {
  const text = await response.text();
  expect(response.status(), text).toBeLessThan(300);
  return text ? JSON.parse(text) : null;
}

/** A ticket the office enters for the driver, delivered yesterday at `hour` UTC. */
async function enterTicket(
  api: APIRequestContext,
  ticket: { jobId: string; driverId: string; quantity: number; ticketNumber: string; hour: number },
) {
  const at = `${yesterday}T${String(ticket.hour).padStart(2, "0")}:00:00Z`;
  return ok(
    await api.post("/api/loads", {
      data: {
        jobId: ticket.jobId,
        driverId: ticket.driverId,
        stage: "completed",
        materialType: "Gravel",
        quantity: ticket.quantity,
        quantityUnit: "tons",
        ticketNumber: ticket.ticketNumber,
        startedAt: at,
        completedAt: at,
      },
    }),
  );
}

test("a contractor approves a day with one flagged ticket corrected, issues the invoice, reads its PDF and marks it paid; the driver opens their pay statement", async ({
  page,
  browser,
  server,
}) => {
  // Two people, a PDF read back, and axe on three screens in two themes.
  test.setTimeout(300_000);
  const {
    contractor,
    driver,
    office: api,
    job,
    driverId,
  } = await jobWithDriver(server, { firstName: "Ivy", lastName: "Cole" }, "Quarry to Maple Street");
  const truck = await ok(
    await api.post("/api/trucks", {
      data: { make: "Kenworth", model: "T880", truckNumber: "23", capacityTons: 10 },
    }),
  );
  await ok(await api.put(`/api/trucks/${truck.id}/assignment`, { data: { driverId } }));
  const customer = await ok(
    await api.post("/api/customers", {
      data: {
        name: "Acme Builders",
        email: "ap@acme.example",
        billingAddress: "1 Main St",
        termsDays: 30,
      },
    }),
  );
  await ok(
    await api.patch(`/api/jobs/${job.id}`, {
      data: { customerId: customer.id, purchaseOrder: "PO-7781" },
    }),
  );
  await ok(
    await api.put(`/api/jobs/${job.id}/rates`, {
      data: {
        bill: { per: "ton", rateCents: 1425, fuelSurchargePercent: 10 },
        pay: [{ payeeKind: "driver", per: "load", rateCents: 4500 }],
        startsOn: "2026-01-01",
      },
    }),
  );
  await enterTicket(api, { jobId: job.id, driverId, quantity: 9, ticketNumber: "T-1", hour: 14 });
  await enterTicket(api, { jobId: job.id, driverId, quantity: 8.5, ticketNumber: "T-2", hour: 15 });
  const heavy = await enterTicket(api, {
    jobId: job.id,
    driverId,
    quantity: 12,
    ticketNumber: "T-3",
    hour: 16,
  });

  // The day, by exception: one ticket flagged above truck 23's capacity.
  await signIn(page, server, contractor);
  await page.goto(`/approvals?from=${yesterday}&to=${yesterday}`);
  await page.getByRole("link", { name: new RegExp(job.title) }).click();
  await expect(page.getByRole("heading", { name: messages.approvals.heading })).toBeVisible();
  const flag = "12.00 tons is above truck 23's capacity of 10.00 tons";
  await expect(page.getByText(flag)).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // The scale ticket says 9.5: corrected, its flag goes.
  await page.getByRole("button", { name: `Correct load #${heavy.loadNumber}` }).click();
  const correct = page.getByRole("dialog");
  await correct.getByLabel(messages.approvals.quantity).fill("9.5");
  await correct.getByLabel(messages.approvals.replaceReason).fill("Scale ticket reads 9.5 t");
  await correct.getByRole("button", { name: messages.approvals.correct }).click();
  await expect(page.getByText(flag)).toBeHidden();
  await page.getByRole("button", { name: messages.approvals.approveAll }).click();
  await expect(page.getByText(messages.approvals.approveAllDone(3))).toBeVisible();
  await expect(page.getByText(messages.approvals.counts(3, 0, 3))).toBeVisible();

  // The invoice: drafted from the approved day, issued.
  await page.getByRole("link", { name: "Invoices" }).first().click();
  await page.getByLabel(messages.customers.customer).selectOption({ label: "Acme Builders" });
  await page.getByLabel(messages.invoices.from, { exact: true }).first().fill(yesterday);
  await page.getByLabel(messages.invoices.to, { exact: true }).first().fill(yesterday);
  await page.getByRole("button", { name: messages.invoices.draft }).click();
  await expect(page.getByRole("heading", { name: "Invoice 1" })).toBeVisible();
  // Each line rounded on its own: $128.25 + $121.13 ($121.125) + $135.38 ($135.375) = $384.76;
  // the fuel surcharge, 10 % of it, $38.48 ($38.476); total $423.24.
  await expect(
    page.getByRole("rowheader", { name: messages.pdf.total, exact: true }),
  ).toBeVisible();
  await expect(page.getByText("$423.24")).toBeVisible();
  await page.getByRole("button", { name: messages.invoices.issue }).click();
  await expect(page.getByText(messages.invoices.issued(1))).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // Its PDF, as the customer will read it.
  const pdfLink = page.getByRole("link", { name: messages.invoices.pdf });
  const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const document = await getDocumentProxy(new Uint8Array(await pdf.body()));
  const { text } = await extractText(document, { mergePages: true });
  for (const expected of [
    "INVOICE",
    "Acme Builders",
    "PO PO-7781",
    "T-3",
    "9.5 tons",
    "$384.76",
    "$38.48",
    "$423.24",
  ]) {
    expect(text).toContain(expected);
  }

  await page.getByRole("button", { name: messages.invoices.markPaid }).click();
  await page.getByRole("dialog").getByLabel(messages.invoices.reference).fill("Check 5521");
  await page.getByRole("dialog").getByRole("button", { name: messages.invoices.markPaid }).click();
  await expect(page.getByText(messages.invoices.paid(1))).toBeVisible();
  await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();

  // The driver's pay for the day, issued by the office.
  const statement = await ok(
    await api.post("/api/pay-statements", {
      data: { payee: { kind: "driver", id: driverId }, from: yesterday, to: yesterday },
    }),
  );
  await ok(await api.post(`/api/pay-statements/${statement.id}/issue`, { data: {} }));
  await api.dispose();

  const driverContext = await browser.newContext();
  const driverPage = await driverContext.newPage();
  await signIn(driverPage, server, driver);
  await driverPage.goto("/driver-dashboard");
  await driverPage.getByRole("link", { name: "My Pay" }).first().click();
  await expect(driverPage.getByRole("heading", { name: messages.pay.myHeading })).toBeVisible();
  await driverPage.getByRole("link", { name: /Statement 1/ }).click();
  // Three loads at $45.00.
  await expect(driverPage.getByText("$135.00").first()).toBeVisible();
  await expect(
    driverPage.getByRole("rowheader", { name: messages.pay.net, exact: true }),
  ).toBeVisible();
  await expectAccessibleInBothThemes(driverPage);
  await driverContext.close();
});
