import { type BillingCycle, billingCycles, type PaidPlanId, paidPlanIds } from "@haulwise/domain";
import Stripe from "stripe";
import type { StripeConfig } from "../../../config.js";
import type { StoredSubscriptionStatus } from "../../../db/schema.js";

/** Retries of one call on a dropped connection or a 5xx, with the same idempotency key. */
const NETWORK_RETRIES = 2;
const TIMEOUT_MS = 20_000;

/** The SDK pointed at Stripe, or at `apiUrl` (a local stand-in) when configured. */
export function createStripeSdk(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: NETWORK_RETRIES,
    timeout: TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: "Haulwise" },
    ...(target
      ? {
          host: target.hostname,
          port: Number(target.port || (target.protocol === "https:" ? 443 : 80)),
          protocol: target.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

/** A Stripe subscription in Haulwise's terms. */
export type StripeSubscriptionState = {
  id: string;
  /** From the metadata Haulwise set at checkout; null for one made elsewhere. */
  companyId: string | null;
  customerId: string;
  /** Null when its price is none of the configured ones. */
  choice: { plan: PaidPlanId; billingCycle: BillingCycle } | null;
  status: StoredSubscriptionStatus;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** The subscription item whose price a change replaces. */
  itemId: string | null;
};

/**
 * Stripe's states in ours: trialing counts as paid; unpaid stays past due (its grace has
 * run out by then); paused and incomplete are not in force; incomplete_expired has ended.
 */
const STATUS: Record<string, StoredSubscriptionStatus> = {
  active: "active",
  trialing: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "canceled",
  incomplete_expired: "canceled",
  incomplete: "incomplete",
  paused: "incomplete",
};

const iso = (seconds: number | null | undefined) =>
  typeof seconds === "number" ? new Date(seconds * 1000).toISOString() : null;

const idOf = (value: string | { id: string }) => (typeof value === "string" ? value : value.id);

/** Which configured plan and cycle a price is, by id or lookup key. */
export function choiceOfPrice(
  prices: StripeConfig["prices"],
  price: { id: string; lookup_key?: string | null },
): StripeSubscriptionState["choice"] {
  for (const plan of paidPlanIds) {
    for (const billingCycle of billingCycles) {
      const configured = prices[plan][billingCycle];
      if (configured === price.id || (price.lookup_key && configured === price.lookup_key)) {
        return { plan, billingCycle };
      }
    }
  }
  return null;
}

export function stateOf(
  prices: StripeConfig["prices"],
  subscription: Stripe.Subscription,
): StripeSubscriptionState {
  const item = subscription.items.data[0];
  const periodEnd = iso(subscription.cancel_at ?? item?.current_period_end);
  return {
    id: subscription.id,
    companyId: subscription.metadata?.companyId || null,
    customerId: idOf(subscription.customer),
    choice: item ? choiceOfPrice(prices, item.price) : null,
    status: STATUS[subscription.status] ?? "incomplete",
    currentPeriodStart: iso(item?.current_period_start),
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    itemId: item?.id ?? null,
  };
}
