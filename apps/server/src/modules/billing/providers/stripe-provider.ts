import { randomUUID } from "node:crypto";
import { type BillingCycle, isUpgrade, messages, type PaidPlanId } from "@haulwise/domain";
import Stripe from "stripe";
import type { Clock } from "../../../clock.js";
import type { StripeConfig } from "../../../config.js";
import { isForeignKeyViolation } from "../../../db/errors.js";
import { badRequest, conflict, notFound, upstreamFailed } from "../../../http/app-error.js";
import type { Logger } from "../../../logger.js";
import { paidPlanAt } from "../subscription-state.js";
import type { AppliedEvent, SubscriptionStore } from "../subscription-store.js";
import type { BillingProvider } from "./provider.js";
import { createStripeSdk, type StripeSubscriptionState, stateOf } from "./stripe-client.js";
import { readStripeEvent, signedAtOf, WEBHOOK_FUTURE_SKEW_SECONDS } from "./stripe-events.js";

const m = messages.subscription;

/** Stripe's own default, kept explicit: older signatures are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const IN_FORCE = new Set(["active", "past_due"]);

export type StripeProvider = ReturnType<typeof createStripeProvider>;

/**
 * Stripe: hosted Checkout in subscription mode with the company as client reference, the
 * Customer Portal for payment details and confirming changes of plan, and webhooks that
 * re-read the subscription from Stripe, since deliveries repeat and arrive out of order.
 */
export function createStripeProvider(deps: {
  config: StripeConfig;
  publicUrl: string;
  clock: Clock;
  store: SubscriptionStore;
  logger: Logger;
  /** A ready client (tests point one at a local recording server). */
  sdk?: Stripe;
}) {
  const { config, publicUrl, clock, store, logger } = deps;
  const stripe = deps.sdk ?? createStripeSdk(config);
  const resolvedPrices = new Map<string, string>();
  const subscriptionPage = `${publicUrl}/subscription`;

  /** Calls Stripe; a failure becomes a 502 the contractor can retry, with nothing changed. */
  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      logger.error({ err: error, call: what }, "a Stripe call failed");
      throw upstreamFailed(m.providerFailed);
    }
  }

  /** Idempotency key for one create call, reused by the SDK on its network retries. */
  const once = () => ({ idempotencyKey: randomUUID() });

  /** A configured price as Stripe's id: `price_…` as is, anything else as a lookup key. */
  async function priceId(plan: PaidPlanId, billingCycle: BillingCycle): Promise<string> {
    const configured = config.prices[plan][billingCycle];
    if (configured.startsWith("price_")) return configured;
    const known = resolvedPrices.get(configured);
    if (known) return known;
    const found = await call("prices.list", () =>
      stripe.prices.list({ lookup_keys: [configured], active: true, limit: 1 }),
    );
    const price = found.data[0];
    if (!price) {
      logger.error({ lookupKey: configured }, "no active Stripe price has this lookup key");
      throw upstreamFailed(m.providerFailed);
    }
    resolvedPrices.set(configured, price.id);
    return price.id;
  }

  async function fetchSubscription(id: string) {
    const subscription = await call("subscriptions.retrieve", () =>
      stripe.subscriptions.retrieve(id),
    );
    return stateOf(config.prices, subscription);
  }

  /**
   * Writes what Stripe said at `readAt` into the company's record, unless a read made later
   * is already there. A subscription that is not the company's current one may start it,
   * but never ends it (an abandoned second checkout expiring).
   */
  async function apply(
    state: StripeSubscriptionState,
    readAt: Date,
    event?: AppliedEvent,
    companyHint?: string | null,
  ) {
    const companyId =
      state.companyId ??
      companyHint ??
      (await store.findByProviderSubscription(state.id))?.company_id ??
      null;
    if (!companyId) {
      logger.warn({ subscription: state.id }, "a Stripe subscription of no known company");
      if (event) await store.recordEvent(event);
      return;
    }
    const readIso = readAt.toISOString();
    try {
      await writeState(companyId, state, readIso, event);
    } catch (error) {
      // Named by a signed event yet unknown here (deleted, or another installation's):
      // nothing to change, and sending it again would not make it known.
      if (!isForeignKeyViolation(error)) throw error;
      logger.warn(
        { subscription: state.id, companyId },
        "a Stripe subscription of no known company",
      );
      if (event) await store.recordEvent(event);
    }
  }

  async function writeState(
    companyId: string,
    state: StripeSubscriptionState,
    readIso: string,
    event?: AppliedEvent,
  ) {
    await store.change(
      companyId,
      "stripe",
      (row) => {
        if (row.synced_at && row.synced_at > readIso) return null;
        const another = row.provider_subscription_id && row.provider_subscription_id !== state.id;
        if (another && paidPlanAt(row, clock.now()) && !IN_FORCE.has(state.status)) return null;
        if (!state.choice) {
          logger.error({ subscription: state.id }, "a Stripe subscription on an unknown price");
          return null;
        }
        const stillPastDue = row.status === "past_due" && row.past_due_since;
        return {
          plan: state.choice.plan,
          billing_cycle: state.choice.billingCycle,
          status: state.status,
          provider: "stripe",
          provider_customer_id: state.customerId,
          provider_subscription_id: state.id,
          current_period_start: state.currentPeriodStart,
          current_period_end: state.currentPeriodEnd,
          cancel_at_period_end: state.cancelAtPeriodEnd,
          scheduled_plan: null,
          scheduled_billing_cycle: null,
          past_due_since:
            state.status === "past_due" ? (stillPastDue ? row.past_due_since : readIso) : null,
          synced_at: readIso,
        };
      },
      event,
    );
  }

  /** Re-reads a subscription from Stripe and records it, for `event` when one caused it. */
  async function sync(subscriptionId: string, event?: AppliedEvent, companyHint?: string | null) {
    const readAt = clock.now();
    await apply(await fetchSubscription(subscriptionId), readAt, event, companyHint);
  }

  /**
   * `sync` for a webhook's event. A subscription Stripe says does not exist is logged and the
   * event recorded, not retried: a signed event naming one would name it again every time.
   */
  async function syncNamed(
    subscriptionId: string,
    event: AppliedEvent,
    companyHint: string | null,
  ) {
    const readAt = clock.now();
    let subscription: Stripe.Subscription;
    try {
      subscription = await stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) {
        logger.error({ err: error, call: "subscriptions.retrieve" }, "a Stripe call failed");
        throw upstreamFailed(m.providerFailed);
      }
      logger.warn({ subscription: subscriptionId, event }, "a Stripe event names no subscription");
      await store.recordEvent(event, companyHint);
      return;
    }
    await apply(stateOf(config.prices, subscription), readAt, event, companyHint);
  }

  const HANDLED = new Set<string>([
    "checkout.session.completed",
    "customer.subscription.created",
    "customer.subscription.updated",
    "customer.subscription.deleted",
    "invoice.paid",
    "invoice.payment_failed",
  ]);

  const provider: BillingProvider = {
    kind: "stripe",

    async startCheckout({ companyId, email, choice, subscription, current }) {
      const price = await priceId(choice.plan, choice.billingCycle);
      const subscriptionId =
        subscription?.provider === "stripe" ? subscription.provider_subscription_id : null;
      if (current && subscriptionId && subscription?.provider_customer_id) {
        // A change of plan or cycle: the portal shows the proration and takes the payment.
        const state = await fetchSubscription(subscriptionId);
        if (!state.itemId) throw conflict(m.noSubscription);
        const returnUrl = isUpgrade(current, choice)
          ? `${subscriptionPage}?success=true`
          : subscriptionPage;
        const session = await call("billingPortal.sessions.create", () =>
          stripe.billingPortal.sessions.create(
            {
              customer: subscription.provider_customer_id as string,
              return_url: subscriptionPage,
              ...(config.portalConfiguration ? { configuration: config.portalConfiguration } : {}),
              flow_data: {
                type: "subscription_update_confirm",
                subscription_update_confirm: {
                  subscription: subscriptionId,
                  items: [{ id: state.itemId as string, price, quantity: 1 }],
                },
                after_completion: { type: "redirect", redirect: { return_url: returnUrl } },
              },
            },
            once(),
          ),
        );
        return session.url;
      }
      const customer = subscription?.provider_customer_id ?? null;
      const session = await call("checkout.sessions.create", () =>
        stripe.checkout.sessions.create(
          {
            mode: "subscription",
            client_reference_id: companyId,
            line_items: [{ price, quantity: 1 }],
            success_url: `${subscriptionPage}?success=true&session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${subscriptionPage}?canceled=true`,
            ...(customer ? { customer } : { customer_email: email }),
            metadata: { companyId },
            subscription_data: { metadata: { companyId } },
          },
          once(),
        ),
      );
      if (!session.url) throw upstreamFailed(m.noCheckoutUrl);
      return session.url;
    },

    async managementUrl(subscription) {
      const customer = subscription.provider_customer_id;
      if (subscription.provider !== "stripe" || !customer) throw conflict(m.noPaymentDetails);
      const session = await call("billingPortal.sessions.create", () =>
        stripe.billingPortal.sessions.create(
          {
            customer,
            return_url: subscriptionPage,
            ...(config.portalConfiguration ? { configuration: config.portalConfiguration } : {}),
          },
          once(),
        ),
      );
      return session.url;
    },

    async setCancelAtPeriodEnd(subscription, cancel) {
      const id = subscription.provider_subscription_id;
      if (subscription.provider !== "stripe" || !id) throw conflict(m.noSubscription);
      const readAt = clock.now();
      const updated = await call("subscriptions.update", () =>
        stripe.subscriptions.update(id, { cancel_at_period_end: cancel }, once()),
      );
      await apply(stateOf(config.prices, updated), readAt);
    },
  };

  return {
    ...provider,

    /**
     * The return from Checkout: confirms the session with Stripe (it must be this company's)
     * and records its subscription now, rather than waiting for the webhook.
     */
    async confirmCheckout(companyId: string, sessionId: string) {
      let session: Stripe.Checkout.Session | null;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) {
          logger.error({ err: error, call: "checkout.sessions.retrieve" }, "a Stripe call failed");
          throw upstreamFailed(m.providerFailed);
        }
        session = null;
      }
      if (!session || session.client_reference_id !== companyId) {
        throw notFound(m.checkoutNotFound);
      }
      const subscription = session.subscription;
      if (session.status !== "complete" || !subscription) return;
      await sync(
        typeof subscription === "string" ? subscription : subscription.id,
        undefined,
        companyId,
      );
    },

    /**
     * One webhook delivery: the signature over the raw body is checked (300 s tolerance,
     * against the server's clock), then the subscription it names is re-read and recorded
     * with the event's id in one transaction. Throws a 4xx for a bad signature and a 5xx
     * when Stripe or the database fails, so Stripe delivers it again.
     */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      let event: Stripe.Event;
      const now = clock.now().getTime();
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? "",
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now,
        );
      } catch {
        throw badRequest(m.webhookSignature);
      }
      // Stripe checks only that a signature is not too old; one dated ahead is refused here.
      if (!(signedAtOf(signature ?? "") <= now / 1000 + WEBHOOK_FUTURE_SKEW_SECONDS)) {
        throw badRequest(m.webhookSignature);
      }
      const facts = readStripeEvent(event);
      if (!facts) {
        const { id, type } = event as { id?: unknown; type?: unknown };
        logger.warn({ event: { id, type } }, "a signed Stripe event that cannot be read");
        return;
      }
      if (!HANDLED.has(facts.type)) return;
      if (await store.hasEvent(facts.id)) return;
      const applied = { id: facts.id, type: facts.type };
      if (!facts.subscriptionId) {
        await store.recordEvent(applied, facts.companyId);
        return;
      }
      await syncNamed(facts.subscriptionId, applied, facts.companyId);
    },
  };
}
