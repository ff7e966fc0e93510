import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A stand-in for Stripe's API on a loopback port: it keeps the subscriptions, checkout
 * sessions and prices a test puts in, answers the calls the billing module makes, and
 * records every request the SDK sends (path, form fields, headers). No network is used.
 */

export const STRIPE_TEST_ENV = {
  BILLING: "stripe",
  STRIPE_SECRET_KEY: "sk_test_haulwise",
  STRIPE_WEBHOOK_SECRET: "whsec_haulwise_test_secret",
  STRIPE_PRICE_PRO_MONTHLY: "price_pro_monthly",
  STRIPE_PRICE_PRO_YEARLY: "price_pro_yearly",
  STRIPE_PRICE_BUSINESS_MONTHLY: "business-monthly",
  STRIPE_PRICE_BUSINESS_YEARLY: "price_business_yearly",
} as const;

/** Prices as Stripe knows them: Business monthly is configured by its lookup key. */
const PRICES: Record<string, { id: string; lookup_key: string | null }> = {
  price_pro_monthly: { id: "price_pro_monthly", lookup_key: null },
  price_pro_yearly: { id: "price_pro_yearly", lookup_key: null },
  price_business_monthly: { id: "price_business_monthly", lookup_key: "business-monthly" },
  price_business_yearly: { id: "price_business_yearly", lookup_key: null },
};

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Form fields as sent, with Stripe's bracket names (`line_items[0][price]`). */
  form: Record<string, string>;
  headers: http.IncomingHttpHeaders;
};

export type SubscriptionSpec = {
  id: string;
  companyId: string | null;
  customer?: string;
  price: keyof typeof PRICES;
  status: Stripe.Subscription.Status;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
};

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

export function subscriptionObject(spec: SubscriptionSpec) {
  const price = PRICES[spec.price];
  return {
    id: spec.id,
    object: "subscription",
    status: spec.status,
    customer: spec.customer ?? "cus_test",
    metadata: spec.companyId ? { companyId: spec.companyId } : {},
    cancel_at_period_end: spec.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    items: {
      object: "list",
      data: [
        {
          id: `si_${spec.id}`,
          object: "subscription_item",
          price: { id: price?.id, object: "price", lookup_key: price?.lookup_key ?? null },
          quantity: 1,
          current_period_start: spec.periodStart,
          current_period_end: spec.periodEnd,
        },
      ],
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, ReturnType<typeof subscriptionObject>>();
  const sessions = new Map<string, Record<string, unknown>>();
  /** Status codes to answer the next requests to a path with, before answering normally. */
  const failures = new Map<string, number[]>();
  /** Paths whose next answer is held back this long, with the state read on arrival. */
  const delays = new Map<string, number>();

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const missing = (response: http.ServerResponse, what: string) =>
    send(response, 404, {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${what}`,
      },
    });

  function answer(request: RecordedRequest): { status: number; body: unknown } {
    const { method, path, form } = request;
    const parts = path.split("/").filter(Boolean); // ["v1", ...]
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = newId("cs_test");
      const session = {
        id,
        object: "checkout.session",
        mode: form.mode,
        status: "open",
        client_reference_id: form.client_reference_id ?? null,
        customer: form.customer ?? null,
        subscription: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (method === "GET" && parts[1] === "checkout" && parts[2] === "sessions" && parts[3]) {
      const session = sessions.get(parts[3]);
      return session ? { status: 200, body: session } : { status: 404, body: null };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = newId("bps");
      return {
        status: 200,
        body: { id, object: "billing_portal.session", url: `https://billing.stripe.test/p/${id}` },
      };
    }
    if (parts[1] === "subscriptions" && parts[2]) {
      const subscription = subscriptions.get(parts[2]);
      if (!subscription) return { status: 404, body: null };
      if (method === "POST" && form.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = form.cancel_at_period_end === "true";
      }
      return { status: 200, body: structuredClone(subscription) };
    }
    if (method === "GET" && path === "/v1/prices") {
      const keys = [...request.query.entries()]
        .filter(([key]) => key.startsWith("lookup_keys"))
        .map(([, value]) => value);
      const data = Object.values(PRICES)
        .filter((price) => price.lookup_key && keys.includes(price.lookup_key))
        .map((price) => ({ ...price, object: "price", active: true }));
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/prices" } };
    }
    return { status: 404, body: null };
  }

  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const url = new URL(incoming.url ?? "/", "http://localhost");
      const recorded: RecordedRequest = {
        method: incoming.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())),
        headers: incoming.headers,
      };
      requests.push(recorded);
      const failing = failures.get(recorded.path);
      const failure = failing?.shift();
      if (failure) {
        return send(response, failure, {
          error: { type: "api_error", message: "A failure the test asked for" },
        });
      }
      const { status, body } = answer(recorded);
      const reply = () =>
        status === 404 && body === null
          ? missing(response, recorded.path)
          : send(response, status, body);
      const delay = delays.get(recorded.path);
      if (delay) {
        delays.delete(recorded.path);
        setTimeout(reply, delay);
      } else {
        reply();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The requests made to `path` (and `method`), oldest first. */
    requestsTo: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
    putSubscription(spec: SubscriptionSpec) {
      subscriptions.set(spec.id, subscriptionObject(spec));
    },
    subscription: (id: string) => subscriptions.get(id),
    /** Marks a checkout session paid, with the subscription it created. */
    completeSession(sessionId: string, subscriptionId: string, customer = "cus_test") {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { status: "complete", subscription: subscriptionId, customer });
    },
    addSession(session: { id: string; clientReferenceId: string; subscription: string | null }) {
      sessions.set(session.id, {
        id: session.id,
        object: "checkout.session",
        mode: "subscription",
        status: session.subscription ? "complete" : "open",
        client_reference_id: session.clientReferenceId,
        subscription: session.subscription,
        customer: "cus_test",
        url: null,
      });
    },
    /** The next requests to `path` answer these status codes, one each. */
    failNext(path: string, ...statuses: number[]) {
      failures.set(path, statuses);
    },
    /** The next answer to `path` is computed on arrival and sent `ms` later. */
    delayNext(path: string, ms: number) {
      delays.set(path, ms);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook delivery as Stripe sends it, signed with the stripe package's test helper. */
export function signedEvent(
  event: { id: string; type: string; object: unknown },
  options: { timestamp: number; secret?: string },
) {
  const payload = JSON.stringify(
    {
      id: event.id,
      object: "event",
      type: event.type,
      created: options.timestamp,
      data: { object: event.object },
    },
    null,
    2,
  );
  return { payload, signature: signatureOf(payload, options) };
}

/** The `Stripe-Signature` header Stripe would send with exactly these bytes. */
export function signatureOf(payload: string, options: { timestamp: number; secret?: string }) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
}
