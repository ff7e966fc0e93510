import { messages, NOTIFICATION_TYPES } from "@haulwise/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { approvedTicket, billingCrew, enterTicket } from "../../test/billing-world.js";
import { inviteNewDriver } from "../../test/fleet.js";
import { useTestApp } from "../../test/harness.js";
import { pdfText } from "../../test/pdf-text.js";
import { truckInput } from "../../test/world.js";

const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
const deliveredAgo = (n: number) => `${daysAgo(n)}T15:00:00Z`;
const WEEK = { from: daysAgo(9), to: daysAgo(3) };

describe("pay statements", () => {
  // Each test signs up a crew or two (password hashing): slow on a shared machine.
  vi.setConfig({ testTimeout: 120_000 });
  const ctx = useTestApp();
  beforeEach(() => ctx.clock.set(new Date()));

  it("pays a driver per ton from approved tickets, takes deductions, and the driver reads it once issued", async () => {
    const crew = await billingCrew(ctx);
    await crew.contractor.client.put(`/api/jobs/${crew.job.id}/rates`, {
      pay: [{ payeeKind: "driver", per: "ton", rateCents: 350 }],
      startsOn: "2026-01-01",
    });
    const a = await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 12.37,
      completedAt: deliveredAgo(8),
    });
    const b = await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 24_741,
      quantityUnit: "pounds",
      completedAt: deliveredAgo(7),
    });
    await enterTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 9,
      completedAt: deliveredAgo(6),
    });

    const drafted = await crew.contractor.client.post("/api/pay-statements", {
      payee: { kind: "driver", id: crew.driver.userId },
      ...WEEK,
    });
    expect(drafted.statusCode).toBe(201);
    const statement = drafted.json();
    // 12.37 t × $3.50 = $43.295 → $43.30; 12.3705 t × $3.50 = $43.29675 → $43.30
    expect(statement).toMatchObject({
      number: 1,
      status: "draft",
      payee: { kind: "driver", id: crew.driver.userId },
      lines: [
        { loadId: a.id, quantity: 12.37, unit: "ton", rateCents: 350, amountCents: 4330 },
        { loadId: b.id, quantity: 12.3705, unit: "ton", rateCents: 350, amountCents: 4330 },
      ],
      grossCents: 8660,
      netCents: 8660,
    });
    // The driver sees no draft.
    expect((await crew.driver.client.get(`/api/pay-statements/${statement.id}`)).statusCode).toBe(
      404,
    );
    expect((await crew.driver.client.get("/api/me/pay-statements")).json().statements).toEqual([]);

    const tooMuch = await crew.contractor.client.post(
      `/api/pay-statements/${statement.id}/deductions`,
      {
        description: "Fuel advance",
        amountCents: 9000,
      },
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toBe(messages.pay.deductionsAboveGross);
    const deducted = await crew.contractor.client.post(
      `/api/pay-statements/${statement.id}/deductions`,
      {
        description: "Fuel advance",
        amountCents: 2500,
      },
    );
    expect(deducted.json()).toMatchObject({ deductionsCents: 2500, netCents: 6160 });
    const issued = await crew.contractor.client.post(`/api/pay-statements/${statement.id}/issue`);
    expect(issued.json().status).toBe("issued");
    await ctx.events.settled();
    const news = (await crew.driver.client.get("/api/notifications")).json().notifications;
    expect(news[0]).toMatchObject({
      type: NOTIFICATION_TYPES.payStatementIssued,
      link: `/my-pay/${statement.id}`,
    });
    expect(news[0].body).toContain("$61.60");
    const late = await crew.contractor.client.post(
      `/api/pay-statements/${statement.id}/deductions`,
      {
        description: "Late",
        amountCents: 100,
      },
    );
    expect(late.statusCode).toBe(409);

    const mine = (await crew.driver.client.get("/api/me/pay-statements")).json().statements;
    expect(mine).toEqual([expect.objectContaining({ id: statement.id, netCents: 6160 })]);
    const pdf = await crew.driver.client.get(`/api/pay-statements/${statement.id}/pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      "PAY STATEMENT",
      "Gross pay",
      "$86.60",
      "Fuel advance",
      "-$25.00",
      "Net pay",
      "$61.60",
    ]) {
      expect(text).toContain(expected);
    }
    // The same statement in the language the driver chose: words change, figures do not.
    expect((await crew.driver.client.patch("/api/me/profile", { language: "es" })).statusCode).toBe(
      200,
    );
    const spanish = (
      await pdfText(
        (
          await crew.driver.client.get(`/api/pay-statements/${statement.id}/pdf`)
        ).rawPayload,
      )
    ).replace(/\s+/g, " ");
    for (const expected of [
      "RECIBO DE PAGO",
      "PAGAR A",
      "Chofer",
      "12.37 toneladas",
      "$3.50 / tonelada",
      "Pago bruto",
      "$86.60",
      "Pago neto",
      "$61.60",
    ]) {
      expect(spanish).toContain(expected);
    }
    expect(spanish).not.toContain("PAY STATEMENT");

    // Paid once: drafting the same week again finds nothing.
    const again = await crew.contractor.client.post("/api/pay-statements", {
      payee: { kind: "driver", id: crew.driver.userId },
      ...WEEK,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.pay.nothingToPay);
  });

  it("pays a hired truck a share of what its loads bill, and its driver nothing for them", async () => {
    const crew = await billingCrew(ctx);
    const hired = (
      await crew.contractor.client.post("/api/trucks", {
        ...truckInput(),
        hiredFrom: "Ruiz Trucking",
      })
    ).json();
    await crew.contractor.client.put(`/api/trucks/${hired.id}/assignment`, {
      driverId: crew.driver.userId,
    });
    await crew.contractor.client.put(`/api/jobs/${crew.job.id}/rates`, {
      pay: [
        { payeeKind: "truck", payeeId: hired.id, per: "percent", percent: 80 },
        { payeeKind: "driver", per: "load", rateCents: 4000 },
      ],
      startsOn: "2026-01-01",
    });
    await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 12.37,
      completedAt: deliveredAgo(8),
    });

    const truckStatement = await crew.contractor.client.post("/api/pay-statements", {
      payee: { kind: "truck", id: hired.id },
      ...WEEK,
    });
    expect(truckStatement.statusCode).toBe(201);
    // The load bills $176.27; 80 % of it is $141.016 → $141.02.
    expect(truckStatement.json()).toMatchObject({
      payee: { kind: "truck", name: expect.stringContaining("Ruiz Trucking") },
      lines: [{ unit: "percent", percent: 80, basisCents: 17_627, amountCents: 14_102 }],
      grossCents: 14_102,
    });
    const driverStatement = await crew.contractor.client.post("/api/pay-statements", {
      payee: { kind: "driver", id: crew.driver.userId },
      ...WEEK,
    });
    expect(driverStatement.statusCode).toBe(409);
  });

  it("voids a statement and frees exactly its tickets to be paid again", async () => {
    const crew = await billingCrew(ctx);
    await crew.contractor.client.put(`/api/jobs/${crew.job.id}/rates`, {
      pay: [{ payeeKind: "driver", per: "load", rateCents: 4000 }],
      startsOn: "2026-01-01",
    });
    const load = await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(8),
    });
    const first = (
      await crew.contractor.client.post("/api/pay-statements", {
        payee: { kind: "driver", id: crew.driver.userId },
        ...WEEK,
      })
    ).json();
    const voidLoad = await crew.contractor.client.post(`/api/loads/${load.id}/void`, {
      reason: "x",
    });
    expect(voidLoad.statusCode).toBe(409);
    expect(voidLoad.json().error.message).toBe(
      messages.approvals.onLiveDocument("draft pay statement 1"),
    );
    await crew.contractor.client.post(`/api/pay-statements/${first.id}/void`, {
      reason: "Wrong rate",
    });
    const second = (
      await crew.contractor.client.post("/api/pay-statements", {
        payee: { kind: "driver", id: crew.driver.userId },
        ...WEEK,
      })
    ).json();
    expect(second.lines.map((l: { loadId: string }) => l.loadId)).toEqual([load.id]);
    expect(second.number).toBe(2);
  });

  it("refuses a payee without a rate rather than paying them nothing", async () => {
    const crew = await billingCrew(ctx);
    await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(8),
    });
    const refused = await crew.contractor.client.post("/api/pay-statements", {
      payee: { kind: "driver", id: crew.driver.userId },
      ...WEEK,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain("has no pay rate");
  });

  it("shows drivers their own statements only, and companies theirs only", async () => {
    const crew = await billingCrew(ctx);
    const other = await inviteNewDriver(ctx, crew.contractor);
    await crew.contractor.client.put(`/api/jobs/${crew.job.id}/rates`, {
      pay: [{ payeeKind: "driver", per: "load", rateCents: 4000 }],
      startsOn: "2026-01-01",
    });
    await approvedTicket(crew, crew.job.id, crew.driver.userId, {
      quantity: 10,
      completedAt: deliveredAgo(8),
    });
    const statement = (
      await crew.contractor.client.post("/api/pay-statements", {
        payee: { kind: "driver", id: crew.driver.userId },
        ...WEEK,
      })
    ).json();
    await crew.contractor.client.post(`/api/pay-statements/${statement.id}/issue`);

    expect((await other.client.get(`/api/pay-statements/${statement.id}`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/pay-statements/${statement.id}/pdf`)).statusCode).toBe(
      404,
    );
    expect((await other.client.get("/api/me/pay-statements")).json().statements).toEqual([]);
    expect((await crew.driver.client.get("/api/pay-statements")).statusCode).toBe(403);
    const stranger = await billingCrew(ctx);
    expect(
      (await stranger.contractor.client.get(`/api/pay-statements/${statement.id}`)).statusCode,
    ).toBe(404);
    const theirs = await stranger.contractor.client.post("/api/pay-statements", {
      payee: { kind: "driver", id: crew.driver.userId },
      ...WEEK,
    });
    expect(theirs.statusCode).toBe(400);
    expect((await stranger.contractor.client.get("/api/pay-statements")).json().statements).toEqual(
      [],
    );
  });
});
