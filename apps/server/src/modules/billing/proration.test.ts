import { prorateUpgrade } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { later, statusOf, subscribe } from "../../test/billing.js";
import { createVerifiedUser } from "../../test/client.js";
import { type TestContext, useTestApp } from "../../test/harness.js";

const DAY = 86_400_000;

async function newContractor(ctx: TestContext) {
  const contractor = await createVerifiedUser(ctx, { role: "contractor" });
  const company = (await contractor.client.get("/api/company")).json();
  return { ...contractor, companyId: company.id as string };
}

/** Pro → Business in the middle of a paid period, with the built-in provider and its clock. */
describe("an upgrade inside a paid period", () => {
  const ctx = useTestApp();

  async function openCheckout(
    contractor: Awaited<ReturnType<typeof newContractor>>,
    plan: string,
    billingCycle: string,
  ) {
    const started = await contractor.client.post("/api/subscription/checkout", {
      plan,
      billingCycle,
    });
    const id = started.json().url.split("/").pop();
    const checkout = await contractor.client.get(`/api/subscription/checkouts/${id}`);
    expect(checkout.statusCode).toBe(200);
    return { id: id as string, checkout: checkout.json() };
  }

  it("charges only the difference for the days left, by the server's clock, and keeps the period's end", async () => {
    const contractor = await newContractor(ctx);
    await subscribe(contractor, "pro", "monthly");
    const periodStart = ctx.clock.now();
    const periodEnd = (await statusOf(contractor)).currentPeriodEnd as string;

    await later(ctx, 12 * DAY + 3_600_000, async () => {
      const { id, checkout } = await openCheckout(contractor, "business", "monthly");
      const expected = prorateUpgrade({
        from: { plan: "pro", billingCycle: "monthly" },
        to: { plan: "business", billingCycle: "monthly" },
        period: { start: periodStart, end: new Date(periodEnd) },
        now: ctx.clock.now(),
      });
      expect(checkout).toMatchObject({
        kind: "upgrade",
        amountCents: 2999,
        proration: {
          ...expected,
          periodEnd: new Date(periodEnd).toISOString(),
          startsNewPeriod: false,
        },
      });
      const { daysLeft, periodDays, chargeCents, creditCents, newPlanCents } = checkout.proration;
      expect(periodDays).toBeGreaterThanOrEqual(28);
      expect(daysLeft).toBe(periodDays - 12);
      expect(chargeCents).toBe(newPlanCents - creditCents);
      expect(chargeCents).toBeGreaterThan(0);
      expect(chargeCents).toBeLessThan(2999 - 999);

      const paid = await contractor.client.post(`/api/subscription/checkouts/${id}/pay`);
      expect(paid.json().url).toBe("/subscription?success=true");
      const status = await statusOf(contractor);
      expect(status).toMatchObject({ plan: "business", billingCycle: "monthly" });
      expect(Date.parse(status.currentPeriodEnd ?? "")).toBe(Date.parse(periodEnd));
    });
  });

  it("charges the whole difference on the day the period began, and a new period's price less the credit on a new cycle", async () => {
    const contractor = await newContractor(ctx);
    await subscribe(contractor, "pro", "monthly");
    const sameDay = (await openCheckout(contractor, "business", "monthly")).checkout;
    expect(sameDay.proration).toMatchObject({
      chargeCents: 2000,
      creditCents: 999,
      newPlanCents: 2999,
      startsNewPeriod: false,
    });
    expect(sameDay.proration.daysLeft).toBe(sameDay.proration.periodDays);

    const yearly = (await openCheckout(contractor, "business", "yearly")).checkout;
    expect(yearly.proration).toMatchObject({
      chargeCents: 28788 - 999,
      creditCents: 999,
      newPlanCents: 28788,
      startsNewPeriod: true,
    });
  });

  it("prorates nothing for a first plan or a downgrade, which waits for the period's end", async () => {
    const contractor = await newContractor(ctx);
    const first = (await openCheckout(contractor, "pro", "monthly")).checkout;
    expect(first).toMatchObject({ kind: "new", amountCents: 999, proration: null });
    await subscribe(contractor, "business", "monthly");
    await later(ctx, 5 * DAY, async () => {
      const down = (await openCheckout(contractor, "pro", "monthly")).checkout;
      expect(down).toMatchObject({ kind: "downgrade", amountCents: 999, proration: null });
    });
  });
});
