import { randomUUID } from "node:crypto";
import { messages, PAST_DUE_GRACE_DAYS } from "@haulwise/domain";
import { afterAll, describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/client.js";
import { STRIPE_TEST_ENV, signedEvent, startFakeStripe } from "../../test/fake-stripe.js";
import { PUBLIC_URL, useTestApp } from "../../test/harness.js";
import { STRIPE_WEBHOOK_PATH } from "./stripe-webhook.routes.js";

const fake = await startFakeStripe();
afterAll(() => fake.close());

const m = messages.subscription;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DAY_S = 86_400;

describe("the Stripe provider, as the SDK calls Stripe", () => {
  const ctx = useTestApp({ ...STRIPE_TEST_ENV, STRIPE_API_URL: fake.url });

  async function newContractor() {
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const company = (await contractor.client.get("/api/company")).json();
    return { ...contractor, companyId: company.id as string };
  }
  type Contractor = Awaited<ReturnType<typeof newContractor>>;

  const checkout = (contractor: Contractor, plan: string, billingCycle: string) =>
    contractor.client.post("/api/subscription/checkout", { plan, billingCycle });

  /** Checkout, paid at Stripe, back on /subscription?success=true&session_id=… */
  async function subscribed(contractor: Contractor, price: "price_pro_yearly") {
    const started = await checkout(contractor, "pro", "yearly");
    const sessionId = started.json().url.split("/").pop();
    const subscriptionId = `sub_${contractor.companyId.slice(0, 8)}`;
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    fake.putSubscription({
      id: subscriptionId,
      companyId: contractor.companyId,
      customer: `cus_${contractor.companyId.slice(0, 8)}`,
      price,
      status: "active",
      periodStart: now,
      periodEnd: now + 365 * DAY_S,
    });
    fake.completeSession(sessionId, subscriptionId, `cus_${contractor.companyId.slice(0, 8)}`);
    const confirmed = await contractor.client.post("/api/subscription/checkout/confirm", {
      sessionId,
    });
    expect(confirmed.statusCode).toBe(200);
    return { sessionId, subscriptionId, status: confirmed.json() };
  }

  /** Stripe tells the webhook a renewal payment failed. */
  async function renewalFailed(contractor: Contractor, subscriptionId: string) {
    const now = Math.floor(ctx.clock.now().getTime() / 1000);
    fake.putSubscription({
      id: subscriptionId,
      companyId: contractor.companyId,
      customer: `cus_${contractor.companyId.slice(0, 8)}`,
      price: "price_pro_yearly",
      status: "past_due",
      periodStart: now,
      periodEnd: now + 365 * DAY_S,
    });
    const { payload, signature } = signedEvent(
      {
        id: `evt_${randomUUID()}`,
        type: "invoice.payment_failed",
        object: {
          id: `in_${randomUUID().slice(0, 8)}`,
          object: "invoice",
          parent: {
            type: "subscription_details",
            subscription_details: { subscription: subscriptionId },
          },
        },
      },
      { timestamp: now },
    );
    const delivered = await ctx.app.inject({
      method: "POST",
      url: STRIPE_WEBHOOK_PATH,
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
    expect(delivered.statusCode).toBe(200);
  }

  it("opens a hosted Checkout session in subscription mode for the company", async () => {
    const contractor = await newContractor();
    const before = fake.requests.length;
    const response = await checkout(contractor, "pro", "yearly");
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [sent, ...rest] = fake.requests.slice(before);
    expect(rest).toEqual([]);
    expect(sent).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    expect(sent?.form).toEqual({
      mode: "subscription",
      client_reference_id: contractor.companyId,
      "line_items[0][price]": "price_pro_yearly",
      "line_items[0][quantity]": "1",
      success_url: `${PUBLIC_URL}/subscription?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/subscription?canceled=true`,
      customer_email: contractor.email,
      "metadata[companyId]": contractor.companyId,
      "subscription_data[metadata][companyId]": contractor.companyId,
    });
    expect(sent?.headers.authorization).toBe(`Bearer ${STRIPE_TEST_ENV.STRIPE_SECRET_KEY}`);
    expect(sent?.headers["idempotency-key"]).toMatch(UUID);
    expect(sent?.headers["stripe-version"]).toBeTruthy();
    // Nothing changes until Stripe confirms the payment.
    expect((await contractor.client.get("/api/subscription")).json()).toMatchObject({
      plan: "free",
      provider: "stripe",
    });
  });

  it("finds a price configured by lookup key once, and retries with the same idempotency key", async () => {
    const contractor = await newContractor();
    const before = fake.requests.length;
    fake.failNext("/v1/checkout/sessions", 500);
    const first = await checkout(contractor, "business", "monthly");
    expect(first.statusCode).toBe(200);
    await checkout(contractor, "business", "monthly");

    const sent = fake.requests.slice(before);
    const lookups = sent.filter((r) => r.path === "/v1/prices");
    expect(lookups).toHaveLength(1);
    expect(lookups[0]?.query.get("lookup_keys[0]")).toBe("business-monthly");
    const sessions = sent.filter((r) => r.path === "/v1/checkout/sessions");
    expect(sessions.map((r) => r.form["line_items[0][price]"])).toEqual([
      "price_business_monthly",
      "price_business_monthly",
      "price_business_monthly",
    ]);
    const keys = sessions.map((r) => r.headers["idempotency-key"]);
    // The failed attempt and its retry share a key; the second checkout has its own.
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("says so when Stripe cannot be reached, and changes nothing", async () => {
    const contractor = await newContractor();
    fake.failNext("/v1/checkout/sessions", 500, 500, 500);
    const response = await checkout(contractor, "pro", "monthly");
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe(m.providerFailed);
  });

  it("records the subscription on the return from Checkout, for its own company only", async () => {
    const owner = await newContractor();
    const other = await newContractor();
    const opened = await checkout(owner, "pro", "yearly");
    const openSession = opened.json().url.split("/").pop();
    const notPaid = await owner.client.post("/api/subscription/checkout/confirm", {
      sessionId: openSession,
    });
    expect(notPaid.json().plan).toBe("free");

    const { sessionId, status } = await subscribed(owner, "price_pro_yearly");
    expect(status).toMatchObject({ plan: "pro", billingCycle: "yearly", truckLimit: 20 });

    const stolen = await other.client.post("/api/subscription/checkout/confirm", { sessionId });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.message).toBe(m.checkoutNotFound);
    expect((await other.client.get("/api/subscription")).json().plan).toBe("free");
    const unknown = await owner.client.post("/api/subscription/checkout/confirm", {
      sessionId: "cs_test_nobody",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("sends Manage Payment to the Customer Portal and changes of plan to its confirmation", async () => {
    const contractor = await newContractor();
    const { subscriptionId } = await subscribed(contractor, "price_pro_yearly");
    const customer = `cus_${contractor.companyId.slice(0, 8)}`;

    const before = fake.requests.length;
    const portal = await contractor.client.post("/api/subscription/manage");
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/bps_/);
    const [portalRequest] = fake.requests.slice(before);
    expect(portalRequest?.path).toBe("/v1/billing_portal/sessions");
    expect(portalRequest?.form).toEqual({
      customer,
      return_url: `${PUBLIC_URL}/subscription`,
    });

    const change = await checkout(contractor, "business", "yearly");
    expect(change.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/bps_/);
    const flow = fake.requestsTo("POST", "/v1/billing_portal/sessions").at(-1);
    expect(flow?.form).toMatchObject({
      customer,
      "flow_data[type]": "subscription_update_confirm",
      "flow_data[subscription_update_confirm][subscription]": subscriptionId,
      "flow_data[subscription_update_confirm][items][0][id]": `si_${subscriptionId}`,
      "flow_data[subscription_update_confirm][items][0][price]": "price_business_yearly",
      "flow_data[after_completion][type]": "redirect",
      "flow_data[after_completion][redirect][return_url]": `${PUBLIC_URL}/subscription?success=true`,
    });
    // A change is not a second subscription: no new Checkout session.
    expect(fake.requests.slice(before).filter((r) => r.path === "/v1/checkout/sessions")).toEqual(
      [],
    );
    // Still Pro until Stripe's webhook says otherwise.
    expect((await contractor.client.get("/api/subscription")).json().plan).toBe("pro");
  });

  it("opens the Customer Portal to pay an overdue renewal, during the grace period and after it", async () => {
    const contractor = await newContractor();
    const { subscriptionId } = await subscribed(contractor, "price_pro_yearly");
    await renewalFailed(contractor, subscriptionId);
    const graceMs = (PAST_DUE_GRACE_DAYS * DAY_S + 60) * 1000;
    const overdue = (await contractor.client.get("/api/subscription")).json();
    expect(overdue).toMatchObject({ plan: "pro", status: "past_due" });
    expect((await contractor.client.post("/api/subscription/manage")).statusCode).toBe(200);

    ctx.clock.advance(graceMs);
    try {
      const lapsed = (await contractor.client.get("/api/subscription")).json();
      expect(lapsed).toMatchObject({ plan: "free", truckLimit: 3, status: "past_due" });
      const portal = await contractor.client.post("/api/subscription/manage");
      expect(portal.statusCode).toBe(200);
      expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/bps_/);
      // Nothing else treats the lapsed plan as one to change.
      expect((await contractor.client.post("/api/subscription/cancel")).statusCode).toBe(409);
    } finally {
      ctx.clock.advance(-graceMs);
    }
  });

  it("cancels at the period's end and resumes through Stripe's API", async () => {
    const contractor = await newContractor();
    const { subscriptionId } = await subscribed(contractor, "price_pro_yearly");
    const canceled = await contractor.client.post("/api/subscription/cancel");
    expect(canceled.json()).toMatchObject({ plan: "pro", cancelAtPeriodEnd: true });
    expect(fake.requestsTo("POST", `/v1/subscriptions/${subscriptionId}`).at(-1)?.form).toEqual({
      cancel_at_period_end: "true",
    });
    const resumed = await contractor.client.post("/api/subscription/resume");
    expect(resumed.json()).toMatchObject({ plan: "pro", cancelAtPeriodEnd: false });
    expect(fake.requestsTo("POST", `/v1/subscriptions/${subscriptionId}`).at(-1)?.form).toEqual({
      cancel_at_period_end: "false",
    });
    const noPlan = await newContractor();
    const refused = await noPlan.client.post("/api/subscription/cancel");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(m.noSubscription);
  });
});
