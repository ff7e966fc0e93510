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
    priceCents: { monthly: 999, yearly: 9588 },
    popular: true,
    includes: ["Up to 20 trucks", "Advanced analytics", "Priority support", "5 user projects"],
  },
  business: {
    id: "business",
    name: "Business",
    truckLimit: null,
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

export const subscriptionStates = ["active", "past_due", "canceled"] as const;
export const billingProviders = ["local", "stripe", "off"] as const;

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
};
