import { messages } from "@haulwise/domain";
import { describe, expect, it } from "vitest";
import { later, renewAt, statusOf, subscribe } from "../../test/billing.js";
import { createVerifiedUser, TestClient } from "../../test/client.js";
import { inviteNewDriver } from "../../test/fleet.js";
import { type TestContext, useTestApp } from "../../test/harness.js";

const m = messages.subscription;
const DAY = 86_400_000;

async function newContractor(ctx: TestContext) {
  const contractor = await createVerifiedUser(ctx, { role: "contractor" });
  const company = (await contractor.client.get("/api/company")).json();
  return { ...contractor, companyId: company.id as string };
}

describe("subscriptions with the built-in provider", () => {
  const ctx = useTestApp();

  it("needs a session, and a contractor of the company", async () => {
    const signedOut = new TestClient(ctx.app);
    for (const [method, url] of [
      ["GET", "/api/subscription"],
      ["POST", "/api/subscription/checkout"],
      ["POST", "/api/subscription/manage"],
      ["POST", "/api/subscription/cancel"],
      ["POST", "/api/subscription/resume"],
    ] as const) {
      const response = await signedOut.request(method, url, method === "POST" ? { body: {} } : {});
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(m.authRequired);
    }

    const contractor = await newContractor(ctx);
    const driver = await inviteNewDriver(ctx, contractor);
    const refused = await driver.client.get("/api/subscription");
    expect(refused.statusCode).toBe(403);
    const checkout = await driver.client.post("/api/subscription/checkout", {
      plan: "pro",
      billingCycle: "monthly",
    });
    expect(checkout.statusCode).toBe(403);
  });

  it("reports the free plan's defaults to a company that never paid", async () => {
    const contractor = await newContractor(ctx);
    expect(await statusOf(contractor)).toEqual({
      plan: "free",
      billingCycle: "monthly",
      truckLimit: 3,
      status: "active",
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      provider: "local",
      graceEndsAt: null,
      scheduledChange: null,
    });
  });

  it("refuses what is not a paid plan to buy, with the specification's words", async () => {
    const contractor = await newContractor(ctx);
    const free = await contractor.client.post("/api/subscription/checkout", {
      plan: "free",
      billingCycle: "monthly",
    });
    expect(free.statusCode).toBe(409);
    expect(free.json().error.message).toBe(m.alreadyFree);

    const unknown = await contractor.client.post("/api/subscription/checkout", {
      plan: "platinum",
      billingCycle: "weekly",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.issues.map((i: { path: string }) => i.path)).toEqual([
      "body.plan",
      "body.billingCycle",
    ]);
    expect(unknown.json().error.message).toBe("Plan must be free, pro or business");

    const manage = await contractor.client.post("/api/subscription/manage");
    expect(manage.statusCode).toBe(409);
    expect(manage.json().error.message).toBe(m.noSubscription);
  });

  it("changes nothing until Pay, and nothing at all on Cancel", async () => {
    const contractor = await newContractor(ctx);
    const started = await contractor.client.post("/api/subscription/checkout", {
      plan: "pro",
      billingCycle: "yearly",
    });
    expect(started.json().url).toMatch(/^\/subscription\/checkout\/[\w-]+$/);
    const id = started.json().url.split("/").pop();

    const page = await contractor.client.get(`/api/subscription/checkouts/${id}`);
    expect(page.json()).toMatchObject({
      plan: "pro",
      billingCycle: "yearly",
      amountCents: 9588,
      kind: "new",
      currentPlan: { plan: "free", billingCycle: "monthly" },
      status: "open",
    });
    expect((await statusOf(contractor)).plan).toBe("free");

    const canceled = await contractor.client.post(`/api/subscription/checkouts/${id}/cancel`);
    expect(canceled.json().url).toBe("/subscription?canceled=true");
    expect((await statusOf(contractor)).plan).toBe("free");
    const payAfterCancel = await contractor.client.post(`/api/subscription/checkouts/${id}/pay`);
    expect(payAfterCancel.statusCode).toBe(409);
    expect(payAfterCancel.json().error.message).toBe(m.checkoutFinished);
    expect(await ctx.app.haulwise.billing.entitlementsOf(contractor.companyId)).toEqual({
      plan: "free",
      billingCycle: "monthly",
      truckLimit: 3,
      invitations: { plan: "free", perHour: 30, perDay: 60 },
    });
  });

  it("upgrades on Pay: a year of Pro, 20 trucks, once", async () => {
    const contractor = await newContractor(ctx);
    const changes: string[] = [];
    const stop = ctx.events.on("subscription.changed", ({ companyId }) => {
      if (companyId === contractor.companyId) changes.push(companyId);
    });
    const paidAt = ctx.clock.now().getTime();
    const { id, url } = await subscribe(contractor, "pro", "yearly");
    expect(url).toBe("/subscription?success=true");
    await ctx.events.settled();
    stop();
    expect(changes).toHaveLength(1);

    const status = await statusOf(contractor);
    expect(status).toMatchObject({
      plan: "pro",
      billingCycle: "yearly",
      truckLimit: 20,
      status: "active",
      cancelAtPeriodEnd: false,
    });
    const periodDays = (Date.parse(status.currentPeriodEnd ?? "") - paidAt) / DAY;
    expect(Math.round(periodDays)).toBeGreaterThanOrEqual(365);
    expect(Math.round(periodDays)).toBeLessThanOrEqual(366);
    expect((await ctx.app.haulwise.billing.entitlementsOf(contractor.companyId)).truckLimit).toBe(
      20,
    );

    const again = await contractor.client.post(`/api/subscription/checkouts/${id}/pay`);
    expect(again.statusCode).toBe(409);
    const same = await contractor.client.post("/api/subscription/checkout", {
      plan: "pro",
      billingCycle: "yearly",
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe(m.alreadySubscribed("Pro"));
    const toFree = await contractor.client.post("/api/subscription/checkout", {
      plan: "free",
      billingCycle: "monthly",
    });
    expect(toFree.json().error.message).toBe(m.freeByCanceling);
    const manage = await contractor.client.post("/api/subscription/manage");
    expect(manage.json().url).toBe("/subscription/manage");
  });

  it("keeps another company's checkout out of reach", async () => {
    const owner = await newContractor(ctx);
    const other = await newContractor(ctx);
    const started = await owner.client.post("/api/subscription/checkout", {
      plan: "business",
      billingCycle: "monthly",
    });
    const id = started.json().url.split("/").pop();
    for (const response of [
      await other.client.get(`/api/subscription/checkouts/${id}`),
      await other.client.post(`/api/subscription/checkouts/${id}/pay`),
      await other.client.post(`/api/subscription/checkouts/${id}/cancel`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(m.checkoutNotFound);
    }
    expect((await statusOf(other)).plan).toBe("free");
    expect((await statusOf(owner)).plan).toBe("free");
  });

  it("refuses a checkout left open past a day", async () => {
    const contractor = await newContractor(ctx);
    const started = await contractor.client.post("/api/subscription/checkout", {
      plan: "pro",
      billingCycle: "monthly",
    });
    const id = started.json().url.split("/").pop();
    await later(ctx, DAY + 1000, async () => {
      const page = await contractor.client.get(`/api/subscription/checkouts/${id}`);
      expect(page.json().status).toBe("expired");
      const paid = await contractor.client.post(`/api/subscription/checkouts/${id}/pay`);
      expect(paid.statusCode).toBe(410);
      expect(paid.json().error.message).toBe(m.checkoutExpired);
    });
  });

  it("upgrades at once and downgrades at the end of the period", async () => {
    const contractor = await newContractor(ctx);
    await subscribe(contractor, "pro", "monthly");
    const proEnd = (await statusOf(contractor)).currentPeriodEnd;

    // Pro → Business on the same cycle: now, within the period already paid.
    const up = await subscribe(contractor, "business", "monthly");
    expect(up.url).toBe("/subscription?success=true");
    const business = await statusOf(contractor);
    expect(business).toMatchObject({ plan: "business", truckLimit: null });
    expect(business.currentPeriodEnd).toBe(proEnd);

    // Business → Pro: confirmed now, in force from the period's end.
    const started = await contractor.client.post("/api/subscription/checkout", {
      plan: "pro",
      billingCycle: "monthly",
    });
    const id = started.json().url.split("/").pop();
    const page = (await contractor.client.get(`/api/subscription/checkouts/${id}`)).json();
    expect(page).toMatchObject({ kind: "downgrade", effectiveAt: proEnd, amountCents: 999 });
    const down = await contractor.client.post(`/api/subscription/checkouts/${id}/pay`);
    expect(down.json().url).toBe("/subscription");
    expect(await statusOf(contractor)).toMatchObject({
      plan: "business",
      truckLimit: null,
      scheduledChange: { plan: "pro", billingCycle: "monthly" },
    });

    const periodEnd = Date.parse(proEnd ?? "");
    const after = periodEnd + 60_000 - ctx.clock.now().getTime();
    await later(ctx, after, async () => {
      // In force from the period's end, before the worker has run.
      expect((await ctx.app.haulwise.billing.entitlementsOf(contractor.companyId)).plan).toBe(
        "pro",
      );
      await renewAt(ctx, ctx.clock.now());
      const renewed = await statusOf(contractor);
      expect(renewed).toMatchObject({ plan: "pro", truckLimit: 20, scheduledChange: null });
      expect(Date.parse(renewed.currentPeriodEnd ?? "")).toBeGreaterThan(periodEnd + 27 * DAY);
    });
  });

  it("switching from monthly to yearly starts a year from the switch", async () => {
    const contractor = await newContractor(ctx);
    await subscribe(contractor, "pro", "monthly");
    await subscribe(contractor, "pro", "yearly");
    const status = await statusOf(contractor);
    expect(status).toMatchObject({ plan: "pro", billingCycle: "yearly" });
    expect(Date.parse(status.currentPeriodEnd ?? "") - ctx.clock.now().getTime()).toBeGreaterThan(
      364 * DAY,
    );
  });

  it("cancels at the period's end, resumes, and ends the plan once the period is over", async () => {
    const contractor = await newContractor(ctx);
    await subscribe(contractor, "pro", "monthly");
    const canceled = await contractor.client.post("/api/subscription/cancel");
    expect(canceled.statusCode).toBe(200);
    const end = canceled.json().currentPeriodEnd as string;
    expect(canceled.json()).toMatchObject({ plan: "pro", cancelAtPeriodEnd: true });

    const resumed = await contractor.client.post("/api/subscription/resume");
    expect(resumed.json()).toMatchObject({ plan: "pro", cancelAtPeriodEnd: false });
    await contractor.client.post("/api/subscription/cancel");

    const changes: string[] = [];
    const stop = ctx.events.on("subscription.changed", ({ companyId }) => {
      if (companyId === contractor.companyId) changes.push(companyId);
    });
    await later(ctx, Date.parse(end) + 1000 - ctx.clock.now().getTime(), async () => {
      // The limit drops at the period's end, before any worker has run.
      expect((await ctx.app.haulwise.billing.entitlementsOf(contractor.companyId)).truckLimit).toBe(
        3,
      );
      await renewAt(ctx, ctx.clock.now());
      await renewAt(ctx, ctx.clock.now());
      expect(await statusOf(contractor)).toMatchObject({
        plan: "free",
        truckLimit: 3,
        status: "canceled",
        currentPeriodEnd: end,
      });
      const cancelAgain = await contractor.client.post("/api/subscription/cancel");
      expect(cancelAgain.statusCode).toBe(409);
      expect(cancelAgain.json().error.message).toBe(m.noSubscription);
    });
    stop();
    expect(changes).toHaveLength(1);
    const ended = await ctx.database.db
      .selectFrom("billing_events")
      .select("type")
      .where("company_id", "=", contractor.companyId)
      .execute();
    expect(ended.map((e) => e.type).sort()).toEqual(["local.checkout.new", "local.ended"]);
  });

  it("renews a period that ended, once, with the same limits", async () => {
    const contractor = await newContractor(ctx);
    await subscribe(contractor, "business", "monthly");
    const first = await statusOf(contractor);
    const end = Date.parse(first.currentPeriodEnd ?? "");
    await later(ctx, end + 1000 - ctx.clock.now().getTime(), async () => {
      await renewAt(ctx, ctx.clock.now());
      await renewAt(ctx, ctx.clock.now());
      const renewed = await statusOf(contractor);
      expect(renewed).toMatchObject({ plan: "business", status: "active", truckLimit: null });
      const next = Date.parse(renewed.currentPeriodEnd ?? "");
      expect(next - end).toBeGreaterThanOrEqual(28 * DAY);
      expect(next - end).toBeLessThanOrEqual(31 * DAY);
    });
    const renewals = await ctx.database.db
      .selectFrom("billing_events")
      .select("id")
      .where("company_id", "=", contractor.companyId)
      .where("type", "=", "local.renewed")
      .execute();
    expect(renewals).toHaveLength(1);
  });
});

describe("subscriptions with billing off", () => {
  const ctx = useTestApp({ BILLING: "off" });

  it("gives every company an unlimited map and sells nothing", async () => {
    const contractor = await newContractor(ctx);
    expect(await statusOf(contractor)).toMatchObject({
      plan: "free",
      truckLimit: null,
      provider: "off",
    });
    expect(await ctx.app.haulwise.billing.entitlementsOf(contractor.companyId)).toEqual({
      plan: "free",
      billingCycle: "monthly",
      truckLimit: null,
      // Nobody can buy more, so every company may send as many invitations as the largest plan.
      invitations: { plan: "business", perHour: 300, perDay: 1000 },
    });
    const checkout = await contractor.client.post("/api/subscription/checkout", {
      plan: "pro",
      billingCycle: "monthly",
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().error.message).toBe(m.billingOff);
    expect(ctx.workers.workers.map((w) => w.name)).not.toContain("billing-renewals");
    const webhook = await contractor.client.post("/api/billing/stripe/webhook", {});
    expect(webhook.statusCode).toBe(404);
  });
});
