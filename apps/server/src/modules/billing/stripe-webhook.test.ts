import { createHmac, randomUUID } from "node:crypto";
import { messages, PAST_DUE_GRACE_DAYS } from "@haulwise/domain";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { createVerifiedUser, TestClient } from "../../test/client.js";
import {
  STRIPE_TEST_ENV,
  type SubscriptionSpec,
  signatureOf,
  signedEvent,
  startFakeStripe,
  subscriptionObject,
} from "../../test/fake-stripe.js";
import { useTestApp } from "../../test/harness.js";
import { logRecorder } from "../../test/log-recorder.js";
import { STRIPE_WEBHOOK_PATH } from "./stripe-webhook.routes.js";

const fake = await startFakeStripe();
afterAll(() => fake.close());

const m = messages.subscription;
const DAY_S = 86_400;
/** Stripe's webhook senders are not browsers, and do not share our users' addresses. */
const STRIPE_ADDRESS = "54.187.174.169";

describe("the Stripe webhook", () => {
  const log = logRecorder();
  const ctx = useTestApp(
    { ...STRIPE_TEST_ENV, STRIPE_API_URL: fake.url, LOG_LEVEL: "warn" },
    { logStream: log.stream },
  );
  const nowSeconds = () => Math.floor(ctx.clock.now().getTime() / 1000);

  /** A company with no users: the webhook needs nothing else. */
  async function newCompany(): Promise<string> {
    const id = randomUUID();
    const now = ctx.clock.now().toISOString();
    await ctx.database.db
      .insertInto("companies")
      .values({
        id,
        name: `Company ${id.slice(0, 6)}`,
        contact_name: null,
        phone: null,
        email: null,
        address: null,
        notes: null,
        logo_key: null,
        owner_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  function post(payload: string, headers: Record<string, string>) {
    return ctx.app.inject({
      method: "POST",
      url: STRIPE_WEBHOOK_PATH,
      remoteAddress: STRIPE_ADDRESS,
      headers: { "content-type": "application/json", ...headers },
      payload,
    });
  }

  type EventSpec = { id: string; type: string; object: unknown };

  function deliver(event: EventSpec, timestamp = nowSeconds()) {
    const { payload, signature } = signedEvent(event, { timestamp });
    return post(payload, { "stripe-signature": signature });
  }

  async function record(companyId: string) {
    const row = await ctx.database.db
      .selectFrom("subscriptions")
      .selectAll()
      .where("company_id", "=", companyId)
      .executeTakeFirst();
    // SQLite stores booleans as 0/1.
    return row && { ...row, cancel_at_period_end: Boolean(row.cancel_at_period_end) };
  }

  const eventsOf = (companyId: string) =>
    ctx.database.db
      .selectFrom("billing_events")
      .select(["id", "type"])
      .where("company_id", "=", companyId)
      .execute();

  /** A subscription in Stripe and the events a real lifecycle of it would send. */
  function lifecycle(companyId: string, final: Partial<SubscriptionSpec>, extra: string[]) {
    const subscriptionId = `sub_${randomUUID().slice(0, 12)}`;
    const start = nowSeconds();
    const spec: SubscriptionSpec = {
      id: subscriptionId,
      companyId,
      customer: `cus_${companyId.slice(0, 8)}`,
      price: "price_pro_yearly",
      status: "active",
      periodStart: start,
      periodEnd: start + 365 * DAY_S,
      ...final,
    };
    fake.putSubscription(spec);
    const invoice = {
      object: "invoice",
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscriptionId },
      },
    };
    // Payloads carry the object as it was when sent; the handler must not trust them.
    const stale = subscriptionObject({ ...spec, status: "incomplete", price: "price_pro_monthly" });
    const objects: Record<string, unknown> = {
      "checkout.session.completed": {
        id: `cs_${subscriptionId}`,
        object: "checkout.session",
        mode: "subscription",
        status: "complete",
        client_reference_id: companyId,
        customer: spec.customer,
        subscription: subscriptionId,
      },
      "customer.subscription.created": stale,
      "customer.subscription.updated": stale,
      "customer.subscription.deleted": stale,
      "invoice.paid": { id: `in_${randomUUID().slice(0, 8)}`, ...invoice },
      "invoice.payment_failed": { id: `in_${randomUUID().slice(0, 8)}`, ...invoice },
    };
    const types = ["checkout.session.completed", "customer.subscription.created", ...extra];
    return {
      spec,
      events: types.map((type) => ({ id: `evt_${randomUUID()}`, type, object: objects[type] })),
    };
  }

  it("refuses a delivery whose signature does not hold, changing nothing", async () => {
    const companyId = await newCompany();
    const { events } = lifecycle(companyId, {}, []);
    const event = events[0] as EventSpec;
    const { payload, signature } = signedEvent(event, { timestamp: nowSeconds() });
    const wrongSecret = signedEvent(event, { timestamp: nowSeconds(), secret: "whsec_other" });
    const attempts = [
      post(payload, {}),
      post(payload, { "stripe-signature": wrongSecret.signature }),
      post(payload.replace('"mode": "subscription"', '"mode": "subscriptioN"'), {
        "stripe-signature": signature,
      }),
      post(JSON.stringify(JSON.parse(payload)), { "stripe-signature": signature }),
      post(payload, { "stripe-signature": "t=abc,v1=" }),
      deliver(event, nowSeconds() - 301),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(m.webhookSignature);
    }
    expect(await record(companyId)).toBeUndefined();
    expect(await eventsOf(companyId)).toEqual([]);
    expect(fake.requestsTo("GET", `/v1/subscriptions/${events[0]?.id}`)).toHaveLength(0);
  });

  it("accepts a signature up to 300 s old, and one of several during a secret rotation", async () => {
    const companyId = await newCompany();
    const { events, spec } = lifecycle(companyId, {}, ["invoice.paid"]);
    const [first, second] = events as [EventSpec, EventSpec];
    expect((await deliver(first, nowSeconds() - 295)).statusCode).toBe(200);

    const timestamp = nowSeconds();
    const { payload } = signedEvent(second, { timestamp });
    const valid = createHmac("sha256", STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET)
      .update(`${timestamp}.${payload}`)
      .digest("hex");
    const rotated = `t=${timestamp},v1=${"0".repeat(64)},v1=${valid}`;
    expect((await post(payload, { "stripe-signature": rotated })).statusCode).toBe(200);
    expect((await record(companyId))?.provider_subscription_id).toBe(spec.id);
  });

  it("refuses a signature dated more than a minute ahead of the clock", async () => {
    const companyId = await newCompany();
    const { events } = lifecycle(companyId, {}, []);
    const [first, second] = events as [EventSpec, EventSpec];
    for (const ahead of [61, 600, 86_400 * 365]) {
      const response = await deliver(first, nowSeconds() + ahead);
      expect(response.statusCode, `${ahead} s ahead`).toBe(400);
      expect(response.json().error.message).toBe(m.webhookSignature);
    }
    expect(await eventsOf(companyId)).toEqual([]);
    expect((await deliver(second, nowSeconds() + 30)).statusCode).toBe(200);
  });

  it("answers 200 to validly signed events it cannot use, logs them, and changes nothing", async () => {
    const companyId = await newCompany();
    const stranger = randomUUID();
    const { events, spec } = lifecycle(stranger, {}, []);
    const checkout = events[0] as EventSpec;
    const before = log.lines.length;
    const raw = (body: unknown) => {
      const payload = JSON.stringify(body);
      return post(payload, {
        "stripe-signature": signatureOf(payload, { timestamp: nowSeconds() }),
      });
    };
    const event = (type: string, data: unknown) => ({
      id: `evt_${randomUUID().slice(0, 8)}`,
      object: "event",
      type,
      created: nowSeconds(),
      data,
    });
    const answers = [
      // Malformed, yet signed with the endpoint's secret.
      await raw(event("customer.subscription.updated", null)),
      await raw(event("checkout.session.completed", { object: null })),
      await raw(event("invoice.paid", { object: { parent: "sub_x" } })),
      await raw(event("customer.subscription.deleted", { object: { id: 42 } })),
      await raw({ ...event("customer.subscription.updated", {}), id: null }),
      await raw({ ...event("invoice.paid", { object: {} }), type: ["invoice.paid"] }),
      await raw(event("customer.subscription.updated", { object: { id: "sub_nobody_knows" } })),
      // A checkout, and its subscription, of a company that is not here.
      await deliver(checkout),
      await deliver({
        ...checkout,
        id: `evt_${randomUUID()}`,
        type: "customer.subscription.updated",
        object: { id: spec.id },
      }),
      await deliver({
        ...checkout,
        id: `evt_${randomUUID()}`,
        object: {
          id: "cs_1",
          object: "checkout.session",
          mode: "payment",
          client_reference_id: "x",
        },
      }),
    ];
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode, `#${index}: ${answer.body}`).toBe(200);
    }
    expect(await record(stranger)).toBeUndefined();
    expect(await record(companyId)).toBeUndefined();
    const warnings = log.lines.slice(before).map((line) => JSON.parse(line).msg);
    expect(
      warnings.filter((msg) => msg === "a signed Stripe event that cannot be read"),
    ).toHaveLength(6);
    expect(warnings).toContain("a Stripe event names no subscription");
    expect(warnings).toContain("a Stripe subscription of no known company");
  });

  it("is exempt from the cross-site check and the per-address limit that hold everywhere else", async () => {
    const companyId = await newCompany();
    const { events } = lifecycle(companyId, {}, []);
    const { payload, signature } = signedEvent(events[0] as EventSpec, {
      timestamp: nowSeconds(),
    });
    const crossSite = { origin: "https://stripe.example", "sec-fetch-site": "cross-site" };
    expect((await post(payload, { "stripe-signature": signature, ...crossSite })).statusCode).toBe(
      200,
    );
    // The same cross-site request to any other route that changes something is refused.
    const elsewhere = await ctx.app.inject({
      method: "POST",
      url: "/api/subscription/checkout",
      remoteAddress: STRIPE_ADDRESS,
      headers: { "content-type": "application/json", ...crossSite },
      payload: JSON.stringify({ plan: "pro", billingCycle: "monthly" }),
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.message).toBe(messages.http.crossSite);

    // More than the general limit (300 a minute) from one address: none is turned away, and
    // none spends that address's allowance for the rest of the API.
    const statuses = new Set<number>();
    for (let i = 0; i < 310; i++) {
      statuses.add((await post(payload, { "stripe-signature": "t=1,v1=00" })).statusCode);
    }
    expect([...statuses]).toEqual([400]);
    // A contractor signed in from that address still has the whole allowance...
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const sameAddress = new TestClient(ctx.app, STRIPE_ADDRESS);
    for (const [name, value] of contractor.client.cookies) sameAddress.cookies.set(name, value);
    expect((await sameAddress.get("/api/subscription")).statusCode).toBe(200);
    // ...which the rest of the API does limit.
    const seen = new Set<number>();
    for (let i = 0; i < 310; i++) seen.add((await sameAddress.get("/api/subscription")).statusCode);
    expect([...seen].sort()).toEqual([200, 429]);
  }, 120_000); // 620 requests: on PostgreSQL on a busy two-core machine this took over 30 s

  it("is the only route that takes its body as raw bytes", async () => {
    const { payload, signature } = signedEvent(
      { id: `evt_${randomUUID()}`, type: "customer.created", object: {} },
      { timestamp: nowSeconds() },
    );
    // Stripe sends JSON; nothing else reaches the signature check.
    const asText = await post(payload, {
      "stripe-signature": signature,
      "content-type": "text/plain",
    });
    expect(asText.statusCode).toBe(415);
    // Every other route that takes a body refuses raw bytes, before anything else looks at it.
    const contractor = await createVerifiedUser(ctx, { role: "contractor" });
    const writes = ctx.app.haulwise.routes.filter(
      (route) =>
        ["POST", "PUT", "PATCH"].includes(route.method) &&
        route.url.startsWith("/api/") &&
        route.url !== STRIPE_WEBHOOK_PATH &&
        !route.url.startsWith("/api/auth/"),
    );
    expect(writes.length).toBeGreaterThan(20);
    const refused: string[] = [];
    for (const route of writes) {
      const response = await contractor.client.request(
        route.method,
        route.url.replace(/:\w+/g, randomUUID()),
        { payload, headers: { "content-type": "application/octet-stream" } },
      );
      if (response.statusCode !== 415) refused.push(`${route.method} ${route.url}`);
    }
    expect(refused).toEqual([]);
  });

  const sequences: Array<{
    name: string;
    final: Partial<SubscriptionSpec>;
    extra: string[];
    expected: Record<string, unknown>;
  }> = [
    {
      name: "a checkout that becomes Pro yearly",
      final: {},
      extra: ["invoice.paid"],
      expected: { plan: "pro", billing_cycle: "yearly", status: "active" },
    },
    {
      name: "a switch to Business monthly whose renewal then fails",
      final: { price: "price_business_monthly", status: "past_due" },
      extra: ["invoice.paid", "customer.subscription.updated", "invoice.payment_failed"],
      expected: { plan: "business", billing_cycle: "monthly", status: "past_due" },
    },
    {
      name: "a failed renewal paid in the end",
      final: { price: "price_pro_monthly" },
      extra: [
        "invoice.paid",
        "invoice.payment_failed",
        "customer.subscription.updated",
        "invoice.paid",
        "customer.subscription.updated",
      ],
      expected: { plan: "pro", billing_cycle: "monthly", status: "active", past_due_since: null },
    },
    {
      name: "a cancellation at the period's end",
      final: { price: "price_pro_monthly", cancelAtPeriodEnd: true },
      extra: ["invoice.paid", "customer.subscription.updated"],
      expected: { plan: "pro", status: "active", cancel_at_period_end: true },
    },
    {
      name: "a subscription that ended",
      final: { status: "canceled" },
      extra: ["invoice.paid", "customer.subscription.updated", "customer.subscription.deleted"],
      expected: { status: "canceled" },
    },
  ];

  for (const sequence of sequences) {
    it(`ends ${sequence.name} in the same state however its events arrive`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.infiniteStream(fc.integer({ min: 1, max: 3 })),
          fc.infiniteStream(fc.nat()),
          fc.integer({ min: 1, max: 4 }),
          async (copies, order, concurrency) => {
            const companyId = await newCompany();
            const { events, spec } = lifecycle(companyId, sequence.final, sequence.extra);
            let changes = 0;
            const stop = ctx.events.on("subscription.changed", (payload) => {
              if (payload.companyId === companyId) changes++;
            });
            const copiesOf = copies[Symbol.iterator]();
            const keys = order[Symbol.iterator]();
            const deliveries = events
              .flatMap((event) => Array.from({ length: copiesOf.next().value }, () => event))
              .map((event) => ({ event, key: keys.next().value }))
              .sort((a, b) => a.key - b.key)
              .map(({ event }) => event);
            for (let i = 0; i < deliveries.length; i += concurrency) {
              const batch = deliveries.slice(i, i + concurrency);
              const responses = await Promise.all(batch.map((event) => deliver(event)));
              for (const response of responses) expect(response.statusCode).toBe(200);
            }
            await ctx.events.settled();
            stop();

            expect(await record(companyId)).toMatchObject({
              provider: "stripe",
              provider_subscription_id: spec.id,
              provider_customer_id: spec.customer,
              current_period_end: new Date(spec.periodEnd * 1000).toISOString(),
              ...sequence.expected,
            });
            const stored = await eventsOf(companyId);
            expect(stored.map((e) => e.id).sort()).toEqual(events.map((e) => e.id).sort());
            expect(changes).toBe(1);
          },
        ),
        { numRuns: 6 },
      );
    });
  }

  it("keeps a past-due plan for the grace period, then the free plan's limits", async () => {
    const companyId = await newCompany();
    const { events } = lifecycle(
      companyId,
      { price: "price_business_monthly", status: "past_due" },
      ["invoice.payment_failed"],
    );
    for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
    const billing = ctx.app.haulwise.billing;
    expect(await billing.entitlementsOf(companyId)).toMatchObject({
      plan: "business",
      truckLimit: null,
    });
    const graceMs = PAST_DUE_GRACE_DAYS * DAY_S * 1000;
    ctx.clock.advance(graceMs + 1000);
    try {
      expect(await billing.entitlementsOf(companyId)).toMatchObject({
        plan: "free",
        truckLimit: 3,
      });
    } finally {
      ctx.clock.advance(-(graceMs + 1000));
    }
  });

  it("never lets an older read of Stripe overwrite a newer one", async () => {
    const companyId = await newCompany();
    const { events, spec } = lifecycle(companyId, { price: "price_pro_monthly" }, [
      "customer.subscription.updated",
    ]);
    const [, created, updated] = events as [EventSpec, EventSpec, EventSpec];
    // The first read is slow: it sees the subscription before the switch, answers after it.
    fake.delayNext(`/v1/subscriptions/${spec.id}`, 400);
    const slow = deliver(created);
    await expect.poll(() => fake.requestsTo("GET", `/v1/subscriptions/${spec.id}`).length).toBe(1);
    fake.putSubscription({ ...spec, price: "price_business_yearly" });
    expect((await deliver(updated)).statusCode).toBe(200);
    expect((await slow).statusCode).toBe(200);
    expect(await record(companyId)).toMatchObject({ plan: "business", billing_cycle: "yearly" });
    expect((await eventsOf(companyId)).map((e) => e.id).sort()).toEqual(
      [created.id, updated.id].sort(),
    );
  });

  it("answers 5xx while Stripe cannot be read, so the delivery comes again and applies once", async () => {
    const companyId = await newCompany();
    const { events, spec } = lifecycle(companyId, {}, []);
    const event = events[1] as EventSpec;
    const path = `/v1/subscriptions/${spec.id}`;
    fake.failNext(path, 500, 500, 500);
    const failed = await deliver(event);
    expect(failed.statusCode).toBe(502);
    expect(await eventsOf(companyId)).toEqual([]);
    expect((await record(companyId))?.status ?? "incomplete").toBe("incomplete");

    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await eventsOf(companyId)).toEqual([{ id: event.id, type: event.type }]);
    expect((await record(companyId))?.plan).toBe("pro");
  });

  it("records events it has no use for without touching anyone's plan", async () => {
    const companyId = await newCompany();
    const unrelated = { id: `evt_${randomUUID()}`, type: "customer.created", object: {} };
    expect((await deliver(unrelated)).statusCode).toBe(200);
    const oneOff = {
      id: `evt_${randomUUID()}`,
      type: "invoice.paid",
      object: { id: "in_one_off", object: "invoice", parent: null },
    };
    expect((await deliver(oneOff)).statusCode).toBe(200);
    expect(await record(companyId)).toBeUndefined();
  });
});
