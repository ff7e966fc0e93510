import { messages } from "@haulwise/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { approvedTicket, billingCrew } from "../../test/billing-world.js";
import { useTestApp } from "../../test/harness.js";

const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

describe("accounting exports", () => {
  // Each test signs up a crew or two (password hashing): slow on a shared machine.
  vi.setConfig({ testTimeout: 120_000 });
  const ctx = useTestApp();
  beforeEach(() => ctx.clock.set(new Date()));

  it("writes issued invoices in QuickBooks Online's import columns, and every line as plain CSV", async () => {
    const crew = await billingCrew(ctx);
    await crew.contractor.client.put(`/api/jobs/${crew.job.id}/rates`, {
      pay: [{ payeeKind: "driver", per: "load", rateCents: 4000 }],
      startsOn: "2026-01-01",
    });
    await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 12.37,
      ticketNumber: "T-1",
      startedAt: `${daysAgo(4)}T15:00:00Z`,
      completedAt: `${daysAgo(4)}T15:00:00Z`,
    });
    const invoice = (
      await crew.contractor.client.post("/api/invoices", {
        customerId: crew.customer.id,
        from: daysAgo(7),
        to: daysAgo(1),
      })
    ).json();
    await crew.contractor.client.post(`/api/invoices/${invoice.id}/issue`);
    const statement = (
      await crew.contractor.client.post("/api/pay-statements", {
        payee: { kind: "driver", id: crew.driver.userId },
        from: daysAgo(7),
        to: daysAgo(1),
      })
    ).json();
    await crew.contractor.client.post(`/api/pay-statements/${statement.id}/deductions`, {
      description: "Fuel advance",
      amountCents: 1000,
    });
    await crew.contractor.client.post(`/api/pay-statements/${statement.id}/issue`);
    const period = `from=${daysAgo(2)}&to=${daysAgo(0)}`;

    const qbo = await crew.contractor.client.get(
      `/api/exports/invoices.csv?${period}&format=quickbooks`,
    );
    expect(qbo.statusCode).toBe(200);
    expect(qbo.headers["content-type"]).toContain("text/csv");
    const [header, line, surcharge, ...rest] = qbo.body.trim().split("\r\n");
    expect(header).toBe(messages.accountingExports.quickBooksInvoiceColumns.join(","));
    const today = daysAgo(0);
    const due = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);
    expect(line).toBe(
      `1,Acme Builders,${usDate(today)},${usDate(due)},Net 30,PO PO-7781,Hauling,"Load #1, ticket T-1, Gravel, Riverside gravel haul (${crew.job.jobNumber})",12.37,14.25,176.27,${usDate(daysAgo(4))}`,
    );
    expect(surcharge).toBe(
      `1,Acme Builders,${usDate(today)},${usDate(due)},Net 30,PO PO-7781,Fuel surcharge,Fuel surcharge,1,17.63,17.63,${usDate(today)}`,
    );
    expect(rest).toEqual([]);

    const lines = await crew.contractor.client.get(
      `/api/exports/invoices.csv?${period}&format=lines`,
    );
    const rows = lines.body.trim().split("\r\n");
    expect(rows[0]).toBe(messages.accountingExports.invoiceLineColumns.join(","));
    expect(rows[1]).toContain(",Issued,Acme Builders,");
    expect(rows[1]).toContain(",12.37,ton,14.25,176.27,10");

    const bills = await crew.contractor.client.get(
      `/api/exports/pay.csv?${period}&format=quickbooks`,
    );
    const billRows = bills.body.trim().split("\r\n");
    expect(billRows[0]).toBe(messages.accountingExports.quickBooksBillColumns.join(","));
    expect(billRows.slice(1).map((row) => row.split(",").at(-1))).toEqual(["40.00", "-10.00"]);

    const refused = await crew.contractor.client.get(
      `/api/exports/invoices.csv?${period}&format=excel`,
    );
    expect(refused.statusCode).toBe(400);
    expect(
      (await crew.driver.client.get(`/api/exports/pay.csv?${period}&format=lines`)).statusCode,
    ).toBe(403);
  });
});
