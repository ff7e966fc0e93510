import { z } from "zod";

/** Subscription plans (spec part 2 §9): free, pro, business; upgrade path free → pro → business. */
export const planIds = ["free", "pro", "business"] as const;
export const PlanIdSchema = z.enum(planIds, { error: "Plan must be free, pro or business" });
export type PlanId = z.infer<typeof PlanIdSchema>;

export const billingCycles = ["monthly", "yearly"] as const;
export const BillingCycleSchema = z.enum(billingCycles, {
  error: "Billing cycle must be monthly or yearly",
});
export type BillingCycle = z.infer<typeof BillingCycleSchema>;

export type Plan = {
  id: PlanId;
  /** Shown capitalised on badges and cards. */
  name: string;
  /** How many drivers the map shows when no job is chosen; null is unlimited. */
  truckLimit: number | null;
  /**
   * Invitation e-mails (driver invitations and view-access grants together) the company may
   * send in any hour and in any day: mail to strangers is what a spammer's free account wants.
   */
  invitations: { perHour: number; perDay: number };
  /** Prices in cents; a plan without a yearly price cannot be bought yearly. */
  priceCents: { monthly: number; yearly: number | null };
  popular: boolean;
  /** The card's list of what the plan includes, in the specification's words. */
  includes: readonly string[];
};

/** The one definition of what each plan costs and allows; server and web read it from here. */
export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: "free",
    name: "Free",
    truckLimit: 3,
    invitations: { perHour: 30, perDay: 60 },
    priceCents: { monthly: 0, yearly: null },
    popular: false,
    includes: [
      "Up to 3 trucks",
      "Basic analytics",
      "Standard support",
      "Real-time tracking",
      "1 user project",
    ],
  },
  pro: {
    id: "pro",
    name: "Pro",
    truckLimit: 20,
    invitations: { perHour: 100, perDay: 300 },
    priceCents: { monthly: 999, yearly: 9588 },
    popular: true,
    includes: ["Up to 20 trucks", "Advanced analytics", "Priority support", "5 user projects"],
  },
  business: {
    id: "business",
    name: "Business",
    truckLimit: null,
    invitations: { perHour: 300, perDay: 1000 },
    priceCents: { monthly: 2999, yearly: 28788 },
    popular: false,
    includes: [
      "Unlimited trucks",
      "Custom analytics dashboard",
      "Dedicated account manager",
      "Unlimited projects",
    ],
  },
};

/** What a company has before its subscription status is known (spec part 2 §4, §9). */
export const DEFAULT_PLAN: PlanId = "free";
export const DEFAULT_BILLING_CYCLE: BillingCycle = "monthly";
export const DEFAULT_TRUCK_LIMIT = PLANS.free.truckLimit as number;

/** Yearly prices are marked 'Save 20%' against twelve monthly payments. */
export const YEARLY_DISCOUNT_PERCENT = 20;

/** The plan a contractor is offered next: free → pro → business; none past business. */
export function nextPlanOf(plan: PlanId): PlanId | null {
  const index = planIds.indexOf(plan);
  return planIds[index + 1] ?? null;
}

/** '$9.99', '$95.88', '$0'. */
export function formatPriceCents(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

/**
 * How many of `total` drivers a plan shows on a map with no job chosen. `limit` null means
 * every one; `BILLING=off` installs report null for every company.
 */
export function visibleDriverCount(total: number, limit: number | null): number {
  return limit === null ? total : Math.min(total, limit);
}

/** Plans a company pays for; free needs no checkout. */
export const paidPlanIds = ["pro", "business"] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof paidPlanIds)[number];

/**
 * How long a company keeps its paid plan after a renewal payment fails, while the provider
 * retries the card and the contractor updates it; after that the free plan's limits apply.
 */
export const PAST_DUE_GRACE_DAYS = 7;

/**
 * The end of a billing period that starts at `from`: one calendar month or year later in
 * UTC, on the same day, or the month's last day when it has fewer (Jan 31 → Feb 28).
 */
export function addBillingPeriod(from: Date, cycle: BillingCycle): Date {
  const months = cycle === "yearly" ? 12 : 1;
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** What one period of a plan costs on a cycle, in cents; free is always 0. */
export function periodPriceCents(plan: PlanId, cycle: BillingCycle): number {
  const prices = PLANS[plan].priceCents;
  return cycle === "yearly" ? (prices.yearly ?? prices.monthly * 12) : prices.monthly;
}

/**
 * Whether moving from one paid plan and cycle to another is an upgrade, which takes effect
 * at once, or a downgrade, which waits for the end of the period already paid for. A higher
 * plan is an upgrade; on the same plan, paying yearly instead of monthly is one.
 */
export function isUpgrade(
  from: { plan: PlanId; billingCycle: BillingCycle },
  to: { plan: PlanId; billingCycle: BillingCycle },
): boolean {
  const rank = (plan: PlanId) => planIds.indexOf(plan);
  if (rank(to.plan) !== rank(from.plan)) return rank(to.plan) > rank(from.plan);
  return from.billingCycle === "monthly" && to.billingCycle === "yearly";
}

export const subscriptionStates = ["active", "past_due", "canceled"] as const;
export const billingProviders = ["local", "stripe", "off"] as const;
export type BillingProvider = (typeof billingProviders)[number];

const PlanChoiceSchema = z.object({ plan: PlanIdSchema, billingCycle: BillingCycleSchema });

/**
 * A company's plan as `GET /api/subscription` reports it (spec part 2 §3: plan, billingCycle,
 * truckLimit), with what the provider says about the period. `truckLimit` null is unlimited.
 */
export const SubscriptionStatusSchema = z.object({
  plan: PlanIdSchema,
  billingCycle: BillingCycleSchema,
  truckLimit: z.number().int().nullable(),
  status: z.enum(subscriptionStates),
  /** When the paid period ends: the next billing date, or the end date once canceled. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  provider: z.enum(billingProviders),
  /** While a renewal payment is overdue: when the plan falls back to free if still unpaid. */
  graceEndsAt: z.string().nullable().default(null),
  /** A downgrade or cycle switch waiting for `currentPeriodEnd`. */
  scheduledChange: PlanChoiceSchema.nullable().default(null),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** What the web app assumes until the status arrives, or when it cannot be read. */
export const DEFAULT_SUBSCRIPTION_STATUS: SubscriptionStatus = {
  plan: DEFAULT_PLAN,
  billingCycle: DEFAULT_BILLING_CYCLE,
  truckLimit: DEFAULT_TRUCK_LIMIT,
  status: "active",
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  provider: "local",
  graceEndsAt: null,
  scheduledChange: null,
};

/** Checkout request (spec part 2 §3): the plan and cycle chosen on /subscription. */
export const CheckoutInputSchema = PlanChoiceSchema;
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;

/** Where the browser goes next: the provider's checkout or portal, or a page of Haulwise. */
export const RedirectSchema = z.object({ url: z.string().min(1) });
export type Redirect = z.infer<typeof RedirectSchema>;

/** The return from Stripe Checkout: the session to confirm against the provider. */
export const ConfirmCheckoutInputSchema = z.object({
  sessionId: z.string().min(1).max(255),
});

/**
 * What an upgrade in the middle of a paid period costs now: the new plan for the days left,
 * less what the unused days of the old plan were paid for. On the same cycle the period keeps
 * its end; on a new cycle a new period starts today at the full price, less that credit.
 */
export const ProrationSchema = z.object({
  /** What is paid now, in cents: never below zero. */
  chargeCents: z.number().int().nonnegative(),
  /** The unused part of the plan in force, in cents. */
  creditCents: z.number().int().nonnegative(),
  /** The new plan until the period ends (or for its whole new period), in cents. */
  newPlanCents: z.number().int().nonnegative(),
  /** Days of the period left, today counted; of how many. */
  daysLeft: z.number().int().nonnegative(),
  periodDays: z.number().int().positive(),
  /** When the period that is paid for now ends. */
  periodEnd: z.string(),
  /** The change starts a new period today (a change of billing cycle). */
  startsNewPeriod: z.boolean(),
});
export type Proration = z.infer<typeof ProrationSchema>;

export const localCheckoutStates = ["open", "paid", "canceled", "expired"] as const;

/**
 * A checkout of the built-in provider, as its page shows it: what is bought, what it costs,
 * and whether it replaces a plan now (`upgrade`) or at the end of the period (`downgrade`).
 */
export const LocalCheckoutSchema = z.object({
  id: z.string(),
  plan: PlanIdSchema,
  billingCycle: BillingCycleSchema,
  amountCents: z.number().int(),
  kind: z.enum(["new", "upgrade", "downgrade"]),
  /** The plan in force when the checkout was opened. */
  currentPlan: PlanChoiceSchema,
  /** When a downgrade takes effect: the end of the period already paid for. */
  effectiveAt: z.string().nullable(),
  status: z.enum(localCheckoutStates),
  expiresAt: z.string(),
  /** An upgrade inside a paid period: what is paid now instead of `amountCents`. */
  proration: ProrationSchema.nullable().default(null),
});
export type LocalCheckout = z.infer<typeof LocalCheckoutSchema>;
