import {
  type BillingCycle,
  BillingCycleSchema,
  DEFAULT_BILLING_CYCLE,
  DEFAULT_PLAN,
  PLANS,
  type PlanId,
  PlanIdSchema,
} from "@haulwise/domain";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import * as repo from "./billing.repo.js";

export type BillingService = ReturnType<typeof createBillingService>;

/** `local` (built-in checkout, the default), `stripe`, or `off` for installs that sell no plans. */
export type BillingProviderKind = "local" | "stripe" | "off";

/** What a company's plan allows right now; every limit the server enforces reads this. */
export type Entitlements = {
  plan: PlanId;
  billingCycle: BillingCycle;
  /** Drivers a map shows with no job chosen; null is unlimited. */
  truckLimit: number | null;
};

/** A paid plan keeps its limits while the provider still counts it as paid (or in grace). */
const PAID_STATES = new Set(["active", "past_due"]);

export function createBillingService(deps: {
  db: Db;
  clock: Clock;
  provider: BillingProviderKind;
}) {
  const { db, clock, provider } = deps;

  return {
    provider,

    /**
     * The plan in force for a company: its subscription while paid and inside its period,
     * otherwise the free plan. With billing off every company is unlimited.
     */
    async entitlementsOf(companyId: string): Promise<Entitlements> {
      const subscription = await repo.findLatestSubscription(db, companyId);
      const paidUntil = subscription?.current_period_end
        ? Date.parse(subscription.current_period_end)
        : Number.POSITIVE_INFINITY;
      const inForce =
        subscription !== undefined &&
        PAID_STATES.has(subscription.status) &&
        paidUntil > clock.now().getTime();
      const plan = inForce
        ? PlanIdSchema.catch(DEFAULT_PLAN).parse(subscription.plan)
        : DEFAULT_PLAN;
      const billingCycle = inForce
        ? BillingCycleSchema.catch(DEFAULT_BILLING_CYCLE).parse(subscription.billing_cycle)
        : DEFAULT_BILLING_CYCLE;
      return {
        plan,
        billingCycle,
        truckLimit: provider === "off" ? null : PLANS[plan].truckLimit,
      };
    },
  };
}
