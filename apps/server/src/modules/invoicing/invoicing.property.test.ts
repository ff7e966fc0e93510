import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { billingCrew } from "../../test/billing-world.js";
import { createVerifiedUser } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";
import { createJobWithDriver } from "../../test/hauling.js";

const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
const numRuns = Number(process.env.FAST_CHECK_RUNS ?? 6);

/** A ticket as the generator draws it: how it was recorded and what became of it. */
const ticketArbitrary = fc.record({
  unit: fc.constantFrom("tons", "pounds"),
  /** Ten-thousandths of the unit, as a scale prints them. */
  scaled: fc.integer({ min: 1, max: 250_000 }),
  fate: fc.constantFrom("approved", "approved", "approved", "pending", "sent_back", "voided"),
  /** Days ago it was delivered: 3–9 is inside the invoiced week, 1–2 after it. */
  daysAgo: fc.integer({ min: 1, max: 9 }),
});

const rateArbitrary = fc.record({
  rateCents: fc.integer({ min: 1, max: 500_000 }),
  minimumCents: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  surchargeBp: fc.constantFrom(0, 250, 1250, 1875),
});

/** round_half_up(n / d) without floating point. */
const roundHalfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

describe("invoicing rules, for any tickets and rates", () => {
  const ctx = useTestApp();

  it("invoices only approved, delivered tickets of the period, each line quantity × rate to the cent, totals the sum plus surcharge; voiding frees exactly its tickets", async () => {
    const crew = await billingCrew(ctx);
    const stranger = await createVerifiedUser(ctx, { role: "contractor" });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(ticketArbitrary, { minLength: 1, maxLength: 6 }),
        rateArbitrary,
        async (tickets, rate) => {
          run++;
          // A job and customer of its own for each run, so runs never see each other's tickets.
          const customer = (
            await crew.contractor.client.post("/api/customers", {
              name: `Customer ${run} ${Math.random()}`,
            })
          ).json();
          const job = await createJobWithDriver(
            crew.contractor,
            crew.driver,
            `Property haul ${run}`,
          );
          await crew.contractor.client.patch(`/api/jobs/${job.id}`, { customerId: customer.id });
          await crew.contractor.client.put(`/api/jobs/${job.id}/rates`, {
            bill: {
              per: "ton",
              rateCents: rate.rateCents,
              minimumCents: rate.minimumCents,
              fuelSurchargePercent: rate.surchargeBp / 100,
            },
            startsOn: "2026-01-01",
          });
          const billable = new Map<string, (typeof tickets)[number]>();
          for (const ticket of tickets) {
            const completedAt = `${daysAgo(ticket.daysAgo)}T15:00:00Z`;
            const recorded = await crew.contractor.client.post("/api/loads", {
              jobId: job.id,
              driverId: crew.driver.userId,
              stage: "completed",
              quantity: ticket.scaled / 10_000,
              quantityUnit: ticket.unit,
              startedAt: completedAt,
              completedAt,
            });
            expect(recorded.statusCode).toBe(200);
            const id = recorded.json().id as string;
            if (ticket.fate === "approved" || ticket.fate === "voided") {
              await crew.contractor.client.post(`/api/loads/${id}/approve`, {});
            }
            if (ticket.fate === "sent_back") {
              await crew.contractor.client.post(`/api/loads/${id}/send-back`, { note: "Check it" });
            }
            if (ticket.fate === "voided") {
              await crew.contractor.client.post(`/api/loads/${id}/void`, { reason: "Duplicate" });
            }
            if (ticket.fate === "approved" && ticket.daysAgo >= 3) billable.set(id, ticket);
          }

          const period = { customerId: customer.id, from: daysAgo(9), to: daysAgo(3) };
          const drafted = await crew.contractor.client.post("/api/invoices", period);
          if (billable.size === 0) {
            expect(drafted.statusCode).toBe(409);
            return;
          }
          expect(drafted.statusCode).toBe(201);
          const invoice = drafted.json();
          // Only approved tickets of the period, each once; a voided or unapproved one never.
          expect(invoice.lines.map((l: { loadId: string }) => l.loadId).sort()).toEqual(
            [...billable.keys()].sort(),
          );
          let subtotal = 0n;
          let base = 0n;
          for (const line of invoice.lines) {
            const ticket = billable.get(line.loadId)!;
            const perTon = ticket.unit === "pounds" ? 10_000n * 2000n : 10_000n;
            let expected = roundHalfUp(BigInt(ticket.scaled) * BigInt(rate.rateCents), perTon);
            if (rate.minimumCents !== null && expected < BigInt(rate.minimumCents)) {
              expected = BigInt(rate.minimumCents);
            }
            expect(BigInt(line.amountCents)).toBe(expected);
            expect(line.rateCents).toBe(rate.rateCents);
            subtotal += expected;
            if (rate.surchargeBp > 0) base += expected;
          }
          const surcharge =
            rate.surchargeBp > 0 ? roundHalfUp(base * BigInt(rate.surchargeBp), 10_000n) : 0n;
          expect(BigInt(invoice.subtotalCents)).toBe(subtotal);
          expect(BigInt(invoice.surchargeCents)).toBe(surcharge);
          expect(invoice.totalCents).toBe(invoice.subtotalCents + invoice.surchargeCents);

          // The company's own: another company's contractor and the driver read nothing of it.
          expect((await stranger.client.get(`/api/invoices/${invoice.id}`)).statusCode).toBe(404);
          expect((await crew.driver.client.get(`/api/invoices/${invoice.id}`)).statusCode).toBe(
            403,
          );

          await crew.contractor.client.post(`/api/invoices/${invoice.id}/issue`);
          const voided = await crew.contractor.client.post(`/api/invoices/${invoice.id}/void`, {
            reason: "Redo",
          });
          expect(voided.json().status).toBe("void");
          const again = (await crew.contractor.client.post("/api/invoices", period)).json();
          expect(again.lines.map((l: { loadId: string }) => l.loadId).sort()).toEqual(
            [...billable.keys()].sort(),
          );
          expect(again.totalCents).toBe(invoice.totalCents);
        },
      ),
      { numRuns },
    );
    // No ticket anywhere sits on two live invoices.
    const doubled = await ctx.database.db
      .selectFrom("invoice_lines as il")
      .innerJoin("invoices as i", "i.id", "il.invoice_id")
      .select("il.load_id")
      .where("i.status", "<>", "void")
      .groupBy("il.load_id")
      .having((eb) => eb.fn.countAll(), ">", 1)
      .execute();
    expect(doubled).toEqual([]);
  }, 600_000);

  it("never puts a ticket on two invoices when two people draft the same customer's week at once", async () => {
    const crew = await billingCrew(ctx);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 6 }), async (count) => {
        const customer = (
          await crew.contractor.client.post("/api/customers", { name: `Race ${Math.random()}` })
        ).json();
        const job = await createJobWithDriver(crew.contractor, crew.driver, "Race haul");
        await crew.contractor.client.patch(`/api/jobs/${job.id}`, { customerId: customer.id });
        await crew.contractor.client.put(`/api/jobs/${job.id}/rates`, {
          bill: { per: "load", rateCents: 15_000 },
          startsOn: "2026-01-01",
        });
        const ids: string[] = [];
        for (let i = 0; i < count; i++) {
          const completedAt = `${daysAgo(4)}T1${i}:00:00Z`;
          const load = (
            await crew.contractor.client.post("/api/loads", {
              jobId: job.id,
              driverId: crew.driver.userId,
              stage: "completed",
              quantity: 10,
              startedAt: completedAt,
              completedAt,
            })
          ).json();
          await crew.contractor.client.post(`/api/loads/${load.id}/approve`, {});
          ids.push(load.id);
        }
        const period = { customerId: customer.id, from: daysAgo(9), to: daysAgo(3) };
        // Two "Draft invoice" clicks at the same moment (two office tabs on the same week).
        const answers = await Promise.all([
          crew.contractor.client.post("/api/invoices", period),
          crew.contractor.client.post("/api/invoices", period),
        ]);
        const statuses = answers.map((a) => a.statusCode).sort();
        expect(statuses).toEqual([201, 409]);
        const invoice = answers.find((a) => a.statusCode === 201)!.json();
        expect(invoice.lines.map((l: { loadId: string }) => l.loadId).sort()).toEqual(ids.sort());
        const onInvoices = await ctx.database.db
          .selectFrom("invoice_lines")
          .select(["load_id", "invoice_id"])
          .where("load_id", "in", ids)
          .execute();
        expect(onInvoices).toHaveLength(ids.length);
      }),
      { numRuns: Math.max(3, Math.ceil(numRuns / 2)) },
    );
  }, 600_000);
});
