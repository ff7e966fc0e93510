import { messages } from "@haulwise/domain";
import { sql } from "kysely";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { approvedTicket, billingCrew, enterTicket, secondJob } from "../../test/billing-world.js";
import { createVerifiedUser } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";
import { createJobWithDriver } from "../../test/hauling.js";
import { pdfText } from "../../test/pdf-text.js";
import { printedDay } from "./invoice-pdf.js";

const DAY_MS = 86_400_000;
/** A calendar day `n` days before today (UTC, the test companies' zone). */
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
/** A delivery at 15:00 UTC `n` days ago. */
const deliveredAgo = (n: number, hour = 15) =>
  `${daysAgo(n)}T${String(hour).padStart(2, "0")}:00:00Z`;
/** Last week: from nine days ago to three days ago. */
const WEEK = { from: daysAgo(9), to: daysAgo(3) };

describe("invoices", () => {
  // Each test signs up a crew or two (password hashing): slow on a shared machine.
  vi.setConfig({ testTimeout: 120_000 });
  const ctx = useTestApp();
  beforeEach(() => ctx.clock.set(new Date()));

  it("drafts from approved, uninvoiced tickets only, in the exact shape, with per-line rounding", async () => {
    const crew = await billingCrew(ctx);
    const tons = await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 12.37,
      ticketNumber: "T-1",
      completedAt: deliveredAgo(9),
    });
    const pounds = await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 24_741,
      quantityUnit: "pounds",
      ticketNumber: "T-2",
      completedAt: deliveredAgo(8),
    });
    const waiting = await enterTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(8, 16),
    });
    const voided = await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(7, 16),
    });
    await crew.contractor.client.post(`/api/loads/${voided.id}/void`, { reason: "Entered twice" });
    await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(2, 16),
    });

    const drafted = await crew.contractor.client.post("/api/invoices", {
      customerId: crew.customer.id,
      ...WEEK,
    });
    expect(drafted.statusCode).toBe(201);
    const invoice = drafted.json();
    expect(invoice).toMatchObject({
      id: expect.any(String),
      number: 1,
      status: "draft",
      // 12.37 × $14.25 = $176.2725 → $176.27; 24,741 lb = 12.3705 t × $14.25 = $176.279… → $176.28
      lines: [
        { loadId: tons.id, quantity: 12.37, unit: "ton", rateCents: 1425, amountCents: 17_627 },
        { loadId: pounds.id, quantity: 12.3705, unit: "ton", rateCents: 1425, amountCents: 17_628 },
      ],
      subtotalCents: 35_255,
      // 10 % of $352.55 = $35.255 → $35.26
      surchargeCents: 3_526,
      totalCents: 38_781,
    });
    expect(invoice.lines.map((l: { loadId: string }) => l.loadId)).not.toContain(waiting.id);
    expect((await crew.contractor.client.get(`/api/invoices/${invoice.id}`)).json()).toEqual(
      invoice,
    );

    // The draft holds its tickets: drafting the same week again finds nothing to invoice.
    const again = await crew.contractor.client.post("/api/invoices", {
      customerId: crew.customer.id,
      ...WEEK,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.invoices.nothingToInvoice);
  });

  it("issues, renders a PDF with the figures, sends it by e-mail, and is marked paid", async () => {
    const crew = await billingCrew(ctx);
    await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 12.37,
      ticketNumber: "T-1",
      completedAt: deliveredAgo(9),
    });
    const invoice = (
      await crew.contractor.client.post("/api/invoices", { customerId: crew.customer.id, ...WEEK })
    ).json();
    expect(
      (await crew.contractor.client.post(`/api/invoices/${invoice.id}/send`, {})).statusCode,
    ).toBe(409);

    const issued = await crew.contractor.client.post(`/api/invoices/${invoice.id}/issue`);
    expect(issued.json()).toMatchObject({
      status: "issued",
      issuedOn: daysAgo(0),
      dueOn: new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10),
    });
    expect(
      (await crew.contractor.client.post(`/api/invoices/${invoice.id}/issue`)).statusCode,
    ).toBe(409);

    const pdf = await crew.contractor.client.get(`/api/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      "INVOICE",
      "Acme Builders",
      "Springfield, IL 62701",
      "Invoice 1".toUpperCase(),
      "Riverside gravel haul",
      "PO PO-7781",
      "Material: Gravel",
      "T-1",
      "12.37 tons",
      "$14.25 / ton",
      "$176.27",
      "Fuel surcharge 10% on $176.27",
      "$17.63",
      "$193.90",
      "Net 30",
    ]) {
      expect(text).toContain(expected);
    }

    const sent = await crew.contractor.client.post(`/api/invoices/${invoice.id}/send`, {});
    expect(sent.json()).toMatchObject({ sentTo: "ap@acme.example", sentAt: expect.any(String) });
    const mail = (await ctx.outbox()).find((message) => message.to === "ap@acme.example");
    expect(mail?.subject).toContain("Invoice 1 from");
    expect(mail?.text).toContain("$193.90");
    const attachments = (
      mail as unknown as { attachments: Array<{ filename: string; size: number }> }
    ).attachments;
    expect(attachments).toEqual([expect.objectContaining({ filename: "invoice-1.pdf" })]);

    const paid = await crew.contractor.client.post(`/api/invoices/${invoice.id}/pay`, {
      paidOn: daysAgo(0),
      reference: "Check 5521",
    });
    expect(paid.json()).toMatchObject({
      status: "paid",
      paidOn: daysAgo(0),
      paidReference: "Check 5521",
    });
    const voidPaid = await crew.contractor.client.post(`/api/invoices/${invoice.id}/void`, {
      reason: "x",
    });
    expect(voidPaid.statusCode).toBe(409);
    expect(voidPaid.json().error.message).toBe(messages.invoices.paidCannotVoid);
    expect(
      await pdfText(
        (await crew.contractor.client.get(`/api/invoices/${invoice.id}/pdf`)).rawPayload,
      ),
    ).toContain(`PAID ${printedDay(daysAgo(0))}`);
  });

  it("prints its PDF in the language of who downloads it", async () => {
    const crew = await billingCrew(ctx);
    await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 12.37,
      ticketNumber: "T-1",
      completedAt: deliveredAgo(9),
    });
    const invoice = (
      await crew.contractor.client.post("/api/invoices", { customerId: crew.customer.id, ...WEEK })
    ).json();
    await crew.contractor.client.post(`/api/invoices/${invoice.id}/issue`);
    const chosen = await crew.contractor.client.patch("/api/me/profile", { language: "es" });
    expect(chosen.statusCode, chosen.body).toBe(200);

    // Lines wrap where the page is narrow: words are checked as one flow of text.
    const spanish = (
      await pdfText(
        (
          await crew.contractor.client.get(`/api/invoices/${invoice.id}/pdf`)
        ).rawPayload,
      )
    ).replace(/\s+/g, " ");
    const day = new Intl.DateTimeFormat("es-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${daysAgo(9)}T12:00:00Z`));
    for (const words of [
      "FACTURA",
      "FACTURAR A",
      "Acme Builders",
      "Condiciones: Neto a 30 días",
      "Trabajo Riverside gravel haul",
      "OC PO-7781",
      "12.37 toneladas",
      "$14.25 / tonelada",
      "Recargo por combustible de 10% sobre $176.27",
      "$193.90",
      day,
      "Página 1 de 1",
    ]) {
      expect(spanish).toContain(words);
    }
    expect(spanish).not.toContain("INVOICE");
    expect(spanish).not.toContain("Net 30");
  });

  it("voids an invoice and returns exactly its tickets to billable", async () => {
    const crew = await billingCrew(ctx);
    const a = await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(9),
    });
    const b = await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 11,
      completedAt: deliveredAgo(8),
    });
    const first = (
      await crew.contractor.client.post("/api/invoices", { customerId: crew.customer.id, ...WEEK })
    ).json();
    await crew.contractor.client.post(`/api/invoices/${first.id}/issue`);
    const c = await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 12,
      completedAt: deliveredAgo(7),
    });

    const noReason = await crew.contractor.client.post(`/api/invoices/${first.id}/void`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(messages.invoices.voidReasonRequired);
    const voided = await crew.contractor.client.post(`/api/invoices/${first.id}/void`, {
      reason: "Wrong customer address",
    });
    expect(voided.json()).toMatchObject({ status: "void", voidReason: "Wrong customer address" });
    expect(voided.json().lines).toHaveLength(2);

    const redrafted = (
      await crew.contractor.client.post("/api/invoices", { customerId: crew.customer.id, ...WEEK })
    ).json();
    expect(redrafted.number).toBe(2);
    expect(redrafted.lines.map((l: { loadId: string }) => l.loadId).sort()).toEqual(
      [a.id, b.id, c.id].sort(),
    );
  });

  it("keeps an invoiced ticket: it cannot be voided or replaced while a live invoice holds it", async () => {
    const crew = await billingCrew(ctx);
    const load = await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(9),
    });
    const invoice = (
      await crew.contractor.client.post("/api/invoices", { customerId: crew.customer.id, ...WEEK })
    ).json();
    const voidLoad = await crew.contractor.client.post(`/api/loads/${load.id}/void`, {
      reason: "x",
    });
    expect(voidLoad.statusCode).toBe(409);
    expect(voidLoad.json().error.message).toBe(
      messages.approvals.onLiveDocument("draft invoice 1"),
    );
    const replace = await crew.contractor.client.post(`/api/loads/${load.id}/replace`, {
      quantity: 9,
      reason: "Reweighed",
    });
    expect(replace.statusCode).toBe(409);
    await crew.contractor.client.post(`/api/invoices/${invoice.id}/void`, { reason: "Redo" });
    expect(
      (
        await crew.contractor.client.post(`/api/loads/${load.id}/replace`, {
          quantity: 9,
          reason: "Reweighed",
        })
      ).statusCode,
    ).toBe(200);
  });

  it("never rewrites the past: a rate cannot start on a day already on an issued invoice", async () => {
    const crew = await billingCrew(ctx);
    await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(7),
    });
    const invoice = (
      await crew.contractor.client.post("/api/invoices", { customerId: crew.customer.id, ...WEEK })
    ).json();
    await crew.contractor.client.post(`/api/invoices/${invoice.id}/issue`);
    const back = await crew.contractor.client.put(`/api/jobs/${crew.job.id}/rates`, {
      bill: { per: "ton", rateCents: 1500 },
      startsOn: daysAgo(7),
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe(messages.rates.startsOnPast);
    const forward = await crew.contractor.client.put(`/api/jobs/${crew.job.id}/rates`, {
      bill: { per: "ton", rateCents: 1500 },
      startsOn: daysAgo(6),
    });
    expect(forward.statusCode).toBe(200);
    const reread = (await crew.contractor.client.get(`/api/invoices/${invoice.id}`)).json();
    expect(reread.lines[0].rateCents).toBe(1425);
  });

  it("bills each job at its rate of the day, and refuses to leave a ticket behind", async () => {
    const crew = await billingCrew(ctx);
    const loads = await secondJob(crew, "Loads job", { per: "load", rateCents: 18_000 });
    const yards = await secondJob(crew, "Yards job", {
      per: "cubic_yard",
      rateCents: 900,
      minimumCents: 10_000,
    });
    await crew.contractor.client.put(`/api/jobs/${loads.id}/rates`, {
      bill: { per: "load", rateCents: 19_000 },
      startsOn: daysAgo(7),
    });
    await approvedTicket(crew, loads.id, crew.driver.userId, {
      quantity: 14,
      completedAt: deliveredAgo(8),
    });
    await approvedTicket(crew, loads.id, crew.driver.userId, {
      quantity: 14,
      completedAt: deliveredAgo(7),
    });
    await approvedTicket(crew, yards.id, crew.driver.userId, {
      quantity: 8,
      quantityUnit: "cubic_yards",
      completedAt: deliveredAgo(7),
    });
    const draft = (
      await crew.contractor.client.post("/api/invoices", { customerId: crew.customer.id, ...WEEK })
    ).json();
    expect(
      draft.lines.map((l: { jobTitle: string; unit: string; amountCents: number }) => [
        l.jobTitle,
        l.unit,
        l.amountCents,
      ]),
    ).toEqual([
      ["Loads job", "load", 18_000],
      ["Loads job", "load", 19_000],
      // 8 cu yd × $9 = $72, raised to the $100 minimum per load.
      ["Yards job", "cubic_yard", 10_000],
    ]);
    await crew.contractor.client.post(`/api/invoices/${draft.id}/void`, { reason: "Redo" });

    // A ticket in cubic yards on a job billed per ton: refused, naming the ticket.
    const odd = await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 8,
      quantityUnit: "cubic_yards",
      completedAt: deliveredAgo(6),
    });
    const refused = await crew.contractor.client.post("/api/invoices", {
      customerId: crew.customer.id,
      ...WEEK,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      messages.invoices.unitMismatch(
        odd.loadNumber,
        "Riverside gravel haul",
        "cubic yards",
        "per ton",
      ),
    );
  });

  it("refuses a day with no rate rather than skipping its tickets", async () => {
    const crew = await billingCrew(ctx, { startsOn: daysAgo(6) });
    await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(8),
    });
    const refused = await crew.contractor.client.post("/api/invoices", {
      customerId: crew.customer.id,
      ...WEEK,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      messages.invoices.noRate("Riverside gravel haul", daysAgo(8)),
    );
  });

  it("bills approved hours on a job billed per hour, with the day's tickets listed at no charge", async () => {
    const crew = await billingCrew(ctx, { bill: { per: "hour", rateCents: 11_500 } });
    ctx.clock.set(deliveredAgo(8, 20));
    const sent = await crew.driver.client.post("/api/me/metrics", {
      jobId: crew.job.id,
      loads: 5,
      hours: 9.5,
      miles: 100,
      fuelUsed: 20,
    });
    expect(sent.statusCode).toBeLessThan(300);
    ctx.clock.set(new Date());
    const day = (
      await crew.contractor.client.get(`/api/jobs/${crew.job.id}/approval?day=${daysAgo(8)}`)
    ).json();
    await crew.contractor.client.post(`/api/hours/${day.hours[0].id}/approve`);
    const ticket = await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(8),
    });
    const draft = (
      await crew.contractor.client.post("/api/invoices", { customerId: crew.customer.id, ...WEEK })
    ).json();
    expect(draft.lines).toEqual([
      expect.objectContaining({ loadId: ticket.id, unit: "load", amountCents: 0 }),
      expect.objectContaining({
        loadId: null,
        metricsId: day.hours[0].id,
        quantity: 9.5,
        unit: "hour",
        amountCents: 109_250,
      }),
    ]);
    expect(draft.totalCents).toBe(109_250);
  });

  it("holds a ticket on at most one live invoice in the database itself", async () => {
    const crew = await billingCrew(ctx);
    const load = await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(9),
    });
    const invoice = (
      await crew.contractor.client.post("/api/invoices", { customerId: crew.customer.id, ...WEEK })
    ).json();
    const line = await ctx.database.db
      .selectFrom("invoice_lines")
      .selectAll()
      .where("invoice_id", "=", invoice.id)
      .executeTakeFirstOrThrow();
    // Code that forgot the rule, writing straight to the table: the database refuses it.
    await expect(
      ctx.database.db
        .insertInto("invoice_lines")
        .values({ ...line, id: "forged-line", position: 1 })
        .execute(),
    ).rejects.toThrow(/unique/i);
    await expect(
      sql`update invoice_lines set billed_load_id = 'another-load' where id = ${line.id}`.execute(
        ctx.database.db,
      ),
    ).rejects.toThrow(/constraint|check/i);
    expect(load.id).toBe(line.load_id);
  });

  it("numbers invoices one after another, with no gap, when several people draft at once", async () => {
    const crew = await billingCrew(ctx);
    const customerIds = [crew.customer.id];
    await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(9),
    });
    for (const name of ["Bayside Paving", "Cedar Homes"]) {
      const customer = (await crew.contractor.client.post("/api/customers", { name })).json();
      const job = await createJobWithDriver(crew.contractor, crew.driver, `${name} haul`);
      await crew.contractor.client.patch(`/api/jobs/${job.id}`, { customerId: customer.id });
      await crew.contractor.client.put(`/api/jobs/${job.id}/rates`, {
        bill: { per: "load", rateCents: 15_000 },
        startsOn: "2026-01-01",
      });
      await approvedTicket(crew, job.id, crew.driver.userId, {
        quantity: 10,
        completedAt: deliveredAgo(8),
      });
      customerIds.push(customer.id);
    }
    // A customer with nothing to bill: its refused draft takes no number.
    const idle = (await crew.contractor.client.post("/api/customers", { name: "Dune Co" })).json();

    const answers = await Promise.all(
      [...customerIds, idle.id].map((customerId) =>
        crew.contractor.client.post("/api/invoices", { customerId, ...WEEK }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 409]);
    const numbers = answers.slice(0, 3).map((answer) => answer.json().number);
    expect(numbers.sort()).toEqual([1, 2, 3]);

    // A voided invoice keeps its number; the next draft takes the one after it.
    const first = answers[0]!.json();
    await crew.contractor.client.post(`/api/invoices/${first.id}/void`, { reason: "Wrong week" });
    const redrafted = await crew.contractor.client.post("/api/invoices", {
      customerId: crew.customer.id,
      ...WEEK,
    });
    expect(redrafted.statusCode).toBe(201);
    expect(redrafted.json().number).toBe(4);
  });

  it("issues a draft once when two people press Issue at the same moment", async () => {
    const crew = await billingCrew(ctx);
    await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(9),
    });
    const draft = (
      await crew.contractor.client.post("/api/invoices", { customerId: crew.customer.id, ...WEEK })
    ).json();
    const answers = await Promise.all([
      crew.contractor.client.post(`/api/invoices/${draft.id}/issue`),
      crew.contractor.client.post(`/api/invoices/${draft.id}/issue`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error.message).toBe(messages.invoices.onlyDraftIssues);
    const issued = (await crew.contractor.client.get(`/api/invoices/${draft.id}`)).json();
    expect(issued).toMatchObject({
      number: draft.number,
      status: "issued",
      totalCents: draft.totalCents,
    });
  });

  it("is the company's business only", async () => {
    const crew = await billingCrew(ctx);
    await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(9),
    });
    const invoice = (
      await crew.contractor.client.post("/api/invoices", { customerId: crew.customer.id, ...WEEK })
    ).json();
    const stranger = await createVerifiedUser(ctx, { role: "contractor" });
    for (const url of [`/api/invoices/${invoice.id}`, `/api/invoices/${invoice.id}/pdf`]) {
      expect((await stranger.client.get(url)).statusCode).toBe(404);
      expect((await crew.driver.client.get(url)).statusCode).toBe(403);
    }
    expect((await stranger.client.post(`/api/invoices/${invoice.id}/issue`)).statusCode).toBe(404);
    const theirs = await stranger.client.post("/api/invoices", {
      customerId: crew.customer.id,
      ...WEEK,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await stranger.client.get("/api/invoices")).json().invoices).toEqual([]);
  });
});
