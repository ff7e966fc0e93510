import {
  type BillingCycle,
  type BillingProvider,
  DEFAULT_BILLING_CYCLE,
  DEFAULT_PLAN,
  PAST_DUE_GRACE_DAYS,
  PLANS,
  type PlanId,
  type SubscriptionStatus,
} from "@haulwise/domain";
import type { SubscriptionRow } from "./billing.repo.js";

const DAY_MS = 86_400_000;
const GRACE_MS = PAST_DUE_GRACE_DAYS * DAY_MS;

export type PlanChoice = { plan: PlanId; billingCycle: BillingCycle };

const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.POSITIVE_INFINITY);

/**
 * When an unpaid subscription falls back to free: the grace period after the first failed
 * renewal, or after a period that ended with no word of renewal from the provider (a missed
 * webhook, a stopped worker) so a plan never lapses the minute its period ends.
 */
export function graceEndOf(row: SubscriptionRow): number | null {
  if (row.status === "past_due")
    return time(row.past_due_since ?? row.current_period_end) + GRACE_MS;
  return null;
}

/**
 * The paid plan in force at `now`, or null when the company has the free plan. A period
 * that has ended applies what was scheduled for its end (a cancellation or a downgrade)
 * even before the provider or the renewal worker records it.
 */
export function paidPlanAt(row: SubscriptionRow | undefined, now: Date): PlanChoice | null {
  if (!row || (row.status !== "active" && row.status !== "past_due")) return null;
  const at = now.getTime();
  const periodEnd = time(row.current_period_end);
  const graceEnd = graceEndOf(row);
  if (graceEnd !== null && graceEnd <= at) return null;
  if (periodEnd > at) return { plan: row.plan, billingCycle: row.billing_cycle };
  if (row.cancel_at_period_end) return null;
  if (periodEnd + GRACE_MS <= at) return null;
  if (row.scheduled_plan) {
    return {
      plan: row.scheduled_plan,
      billingCycle: row.scheduled_billing_cycle ?? row.billing_cycle,
    };
  }
  return { plan: row.plan, billingCycle: row.billing_cycle };
}

/** The plan's truck limit; with billing off every company is unlimited. */
export const truckLimitOf = (plan: PlanId, provider: BillingProvider) =>
  provider === "off" ? null : PLANS[plan].truckLimit;

/** `GET /api/subscription`: the plan in force and what the provider says about its period. */
export function statusOf(
  row: SubscriptionRow | undefined,
  now: Date,
  provider: BillingProvider,
): SubscriptionStatus {
  const inForce = paidPlanAt(row, now);
  const graceEnd = row ? graceEndOf(row) : null;
  const graceEndsAt = graceEnd === null ? null : new Date(graceEnd).toISOString();
  if (!row || !inForce) {
    return {
      plan: DEFAULT_PLAN,
      billingCycle: DEFAULT_BILLING_CYCLE,
      truckLimit: truckLimitOf(DEFAULT_PLAN, provider),
      status:
        row?.status === "past_due"
          ? "past_due"
          : row?.status === "canceled"
            ? "canceled"
            : "active",
      currentPeriodEnd: row?.status === "canceled" ? row.current_period_end : null,
      cancelAtPeriodEnd: false,
      provider,
      graceEndsAt,
      scheduledChange: null,
    };
  }
  const scheduled =
    row.scheduled_plan && inForce.plan === row.plan && inForce.billingCycle === row.billing_cycle
      ? { plan: row.scheduled_plan, billingCycle: row.scheduled_billing_cycle ?? row.billing_cycle }
      : null;
  return {
    plan: inForce.plan,
    billingCycle: inForce.billingCycle,
    truckLimit: truckLimitOf(inForce.plan, provider),
    status: row.status === "past_due" ? "past_due" : "active",
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: Boolean(row.cancel_at_period_end),
    provider,
    graceEndsAt,
    scheduledChange: scheduled,
  };
}

/** Whether two records differ in anything a contractor sees or a limit reads. */
export function visiblyDiffers(before: SubscriptionRow | undefined, after: SubscriptionRow) {
  if (!before) return true;
  const keys = [
    "plan",
    "billing_cycle",
    "status",
    "current_period_end",
    "scheduled_plan",
    "scheduled_billing_cycle",
    "past_due_since",
  ] as const;
  return (
    keys.some((key) => before[key] !== after[key]) ||
    Boolean(before.cancel_at_period_end) !== Boolean(after.cancel_at_period_end)
  );
}
