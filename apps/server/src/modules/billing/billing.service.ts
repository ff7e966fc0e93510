import {
  type BillingCycle,
  type CheckoutInput,
  type LocalCheckout,
  messages,
  type PaidPlanId,
  PLANS,
  type PlanId,
  type SubscriptionStatus,
} from "@haulwise/domain";
import { type Actor, requireContractor } from "../../auth/actor.js";
import type { Clock } from "../../clock.js";
import type { StripeConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { EventBus } from "../../events/bus.js";
import { conflict, notFound } from "../../http/app-error.js";
import type { Logger } from "../../logger.js";
import { createLocalProvider, type LocalProvider } from "./providers/local-provider.js";
import type { BillingProvider } from "./providers/provider.js";
import type { StripeProvider } from "./providers/stripe-provider.js";
import { paidPlanAt, statusOf } from "./subscription-state.js";
import { createSubscriptionStore } from "./subscription-store.js";

export type BillingService = ReturnType<typeof createBillingService>;

/** `local` (built-in checkout, the default), `stripe`, or `off` for installs that sell no plans. */
export type BillingProviderKind = "local" | "stripe" | "off";

/** What a company's plan allows right now; every limit the server enforces reads this. */
export type Entitlements = {
  plan: PlanId;
  billingCycle: BillingCycle;
  /** Drivers a map shows with no job chosen; null is unlimited. */
  truckLimit: number | null;
  /** The plan whose invitation allowance applies, and that allowance. */
  invitations: { plan: PlanId; perHour: number; perDay: number };
};

const m = messages.subscription;

/**
 * Plans and what they allow. Status and limits are read here; every change goes to the
 * configured provider and is recorded once the provider confirms it. Only a company's
 * contractors see or change its plan.
 */
export function createBillingService(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
  provider: BillingProviderKind;
  /** Required with the `stripe` provider. */
  stripe?: StripeConfig | null;
  publicUrl?: string;
  logger?: Logger;
}) {
  const { db, dialect, clock, events, provider } = deps;
  const store = createSubscriptionStore({ db, dialect, clock, events });
  const local: LocalProvider | null =
    provider === "local" ? createLocalProvider({ db, dialect, clock, store }) : null;
  // Stripe's SDK is a large module: it loads with the first call that needs it, and only
  // where Stripe sells the plans.
  let stripe: Promise<StripeProvider> | null = null;

  async function requireSeller(): Promise<BillingProvider> {
    if (local) return local;
    if (provider === "stripe") return requireStripe();
    throw conflict(m.billingOff);
  }

  function requireLocal(): LocalProvider {
    if (!local) throw notFound(m.checkoutNotFound);
    return local;
  }

  function requireStripe(): Promise<StripeProvider> {
    if (provider !== "stripe") throw notFound(m.checkoutNotFound);
    stripe ??= import("./providers/stripe-provider.js").then(({ createStripeProvider }) =>
      createStripeProvider({
        config: deps.stripe as StripeConfig,
        publicUrl: deps.publicUrl ?? "",
        clock,
        store,
        logger: deps.logger ?? { error() {}, warn() {}, info() {} },
      }),
    );
    return stripe;
  }

  async function statusFor(companyId: string): Promise<SubscriptionStatus> {
    return statusOf(await store.find(companyId), clock.now(), provider);
  }

  /** The company's record, which must hold a paid plan in force. */
  async function requirePaid(companyId: string) {
    const row = await store.find(companyId);
    if (!row || !paidPlanAt(row, clock.now())) throw conflict(m.noSubscription);
    return row;
  }

  return {
    provider,

    /**
     * The plan in force for a company: its subscription while paid (and through a failed
     * renewal's grace period), otherwise the free plan. With billing off every company is
     * unlimited.
     */
    async entitlementsOf(companyId: string): Promise<Entitlements> {
      const { plan, billingCycle, truckLimit } = await statusFor(companyId);
      // With billing off nobody can buy more, so every company sends as the largest plan does.
      const allowancePlan: PlanId = provider === "off" ? "business" : plan;
      return {
        plan,
        billingCycle,
        truckLimit,
        invitations: { plan: allowancePlan, ...PLANS[allowancePlan].invitations },
      };
    },

    /** `GET /api/subscription`: the contractor's company's plan and period. */
    status(actor: Actor): Promise<SubscriptionStatus> {
      return statusFor(requireContractor(actor).id);
    },

    /**
     * Select Plan: where the contractor pays for a paid plan, or confirms a change from the
     * one they have. Nothing changes until the provider confirms.
     */
    async checkout(actor: Actor, input: CheckoutInput): Promise<{ url: string }> {
      const company = requireContractor(actor);
      const sellerNow = await requireSeller();
      const subscription = await store.find(company.id);
      const current = paidPlanAt(subscription, clock.now());
      if (input.plan === "free") throw conflict(current ? m.freeByCanceling : m.alreadyFree);
      if (current?.plan === input.plan && current.billingCycle === input.billingCycle) {
        throw conflict(m.alreadySubscribed(PLANS[input.plan].name));
      }
      const url = await sellerNow.startCheckout({
        companyId: company.id,
        userId: actor.userId,
        email: actor.email,
        choice: { plan: input.plan as PaidPlanId, billingCycle: input.billingCycle },
        subscription,
        current,
      });
      return { url };
    },

    /**
     * Manage Payment: the provider's portal, or the built-in management page. A company whose
     * payment is overdue reaches it too after the grace period, since paying there is how it
     * gets its plan back.
     */
    async manage(actor: Actor): Promise<{ url: string }> {
      const company = requireContractor(actor);
      const sellerNow = await requireSeller();
      const subscription = await store.find(company.id);
      if (subscription?.status === "past_due") {
        return { url: await sellerNow.managementUrl(subscription) };
      }
      return { url: await sellerNow.managementUrl(await requirePaid(company.id)) };
    },

    /** Ends the paid plan at the end of the period already paid for. */
    async cancel(actor: Actor): Promise<SubscriptionStatus> {
      const company = requireContractor(actor);
      const sellerNow = await requireSeller();
      await sellerNow.setCancelAtPeriodEnd(await requirePaid(company.id), true);
      return statusFor(company.id);
    },

    /** Keeps a plan that was set to end (or to change) renewing as it is. */
    async resume(actor: Actor): Promise<SubscriptionStatus> {
      const company = requireContractor(actor);
      const sellerNow = await requireSeller();
      await sellerNow.setCancelAtPeriodEnd(await requirePaid(company.id), false);
      return statusFor(company.id);
    },

    /** The built-in checkout page's content. */
    getLocalCheckout(actor: Actor, checkoutId: string): Promise<LocalCheckout> {
      return requireLocal().getCheckout(requireContractor(actor).id, checkoutId);
    },

    /** Pay on the built-in checkout page. */
    async payLocalCheckout(actor: Actor, checkoutId: string): Promise<{ url: string }> {
      const url = await requireLocal().payCheckout(requireContractor(actor).id, checkoutId);
      return { url };
    },

    /** Cancel on the built-in checkout page. */
    async cancelLocalCheckout(actor: Actor, checkoutId: string): Promise<{ url: string }> {
      const url = await requireLocal().cancelCheckout(requireContractor(actor).id, checkoutId);
      return { url };
    },

    /** Back from Stripe Checkout: confirms the session with Stripe and records it. */
    async confirmStripeCheckout(actor: Actor, sessionId: string): Promise<SubscriptionStatus> {
      const company = requireContractor(actor);
      await (await requireStripe()).confirmCheckout(company.id, sessionId);
      return statusFor(company.id);
    },

    /** A Stripe webhook delivery, raw as signed. */
    async receiveStripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      return (await requireStripe()).receiveWebhook(rawBody, signature);
    },

    /** The renewal worker's round; a no-op unless the built-in provider sells plans. */
    renewLocalSubscriptions(now: Date): Promise<number> {
      return local ? local.renewDue(now) : Promise.resolve(0);
    },
  };
}
