import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { useTestApp } from "../../test/harness.js";
import { createBillingService } from "./billing.service.js";

describe("entitlements", () => {
  const ctx = useTestApp();

  async function companyWith(subscription?: {
    plan: string;
    billingCycle: string;
    status: string;
    periodEnd: string | null;
  }) {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const company = (await contractor.client.get("/api/company")).json();
    if (subscription) {
      const now = ctx.clock.now().toISOString();
      await ctx.database.db
        .insertInto("subscriptions")
        .values({
          id: randomUUID(),
          company_id: company.id,
          plan: subscription.plan,
          billing_cycle: subscription.billingCycle,
          status: subscription.status,
          provider: "local",
          provider_customer_id: null,
          provider_subscription_id: null,
          current_period_end: subscription.periodEnd,
          cancel_at_period_end: false,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    return company.id as string;
  }

  const billing = (provider: "local" | "off" = "local") =>
    createBillingService({ db: ctx.database.db, clock: ctx.clock, provider });

  it("gives a company with no subscription the free plan's 3 trucks", async () => {
    const companyId = await companyWith();
    expect(await billing().entitlementsOf(companyId)).toEqual({
      plan: "free",
      billingCycle: "monthly",
      truckLimit: 3,
    });
  });

  it("gives a paid plan its limit until its period ends, then the free plan", async () => {
    const periodEnd = new Date(ctx.clock.now().getTime() + 86_400_000).toISOString();
    const companyId = await companyWith({
      plan: "pro",
      billingCycle: "yearly",
      status: "active",
      periodEnd,
    });
    expect(await billing().entitlementsOf(companyId)).toEqual({
      plan: "pro",
      billingCycle: "yearly",
      truckLimit: 20,
    });
    ctx.clock.advance(2 * 86_400_000);
    try {
      expect((await billing().entitlementsOf(companyId)).plan).toBe("free");
    } finally {
      ctx.clock.advance(-2 * 86_400_000);
    }
  });

  it("keeps a past-due plan during its grace, drops a canceled one, and is unlimited with billing off", async () => {
    const periodEnd = new Date(ctx.clock.now().getTime() + 86_400_000).toISOString();
    const pastDue = await companyWith({
      plan: "business",
      billingCycle: "monthly",
      status: "past_due",
      periodEnd,
    });
    expect((await billing().entitlementsOf(pastDue)).truckLimit).toBeNull();
    const canceled = await companyWith({
      plan: "pro",
      billingCycle: "monthly",
      status: "canceled",
      periodEnd,
    });
    expect((await billing().entitlementsOf(canceled)).plan).toBe("free");
    expect((await billing("off").entitlementsOf(canceled)).truckLimit).toBeNull();
  });
});
