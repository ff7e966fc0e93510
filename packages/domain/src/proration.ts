import { divideRoundHalfUp } from "./money.js";
import {
  addBillingPeriod,
  type BillingCycle,
  type PlanId,
  type Proration,
  periodPriceCents,
} from "./plans.js";

const DAY_MS = 86_400_000;

type Choice = { plan: PlanId; billingCycle: BillingCycle };

/**
 * The days of a period still to run at `now`, counted in whole days with today's included:
 * a change on the day the period started leaves all of it, one on its last day leaves one.
 */
export function daysLeftIn(period: { start: Date; end: Date }, now: Date) {
  const periodDays = Math.max(
    1,
    Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS),
  );
  const left = Math.ceil((period.end.getTime() - now.getTime()) / DAY_MS);
  return { daysLeft: Math.min(periodDays, Math.max(0, left)), periodDays };
}

/** `cents` for `days` of `periodDays`, rounded half up once. */
const partOf = (cents: number, days: number, periodDays: number) =>
  Number(divideRoundHalfUp(BigInt(cents) * BigInt(days), BigInt(periodDays)));

/**
 * The proration of moving from `from` to `to` at `now`, inside the paid period
 * `start`–`end`, at the plans' list prices.
 */
export function prorateUpgrade(change: {
  from: Choice;
  to: Choice;
  period: { start: Date; end: Date };
  now: Date;
}): Proration {
  const { from, to, period, now } = change;
  const { daysLeft, periodDays } = daysLeftIn(period, now);
  const creditCents = partOf(periodPriceCents(from.plan, from.billingCycle), daysLeft, periodDays);
  const startsNewPeriod = from.billingCycle !== to.billingCycle;
  const newPrice = periodPriceCents(to.plan, to.billingCycle);
  const newPlanCents = startsNewPeriod ? newPrice : partOf(newPrice, daysLeft, periodDays);
  const periodEnd = startsNewPeriod ? addBillingPeriod(now, to.billingCycle) : period.end;
  return {
    chargeCents: Math.max(0, newPlanCents - creditCents),
    creditCents,
    newPlanCents,
    daysLeft,
    periodDays,
    periodEnd: periodEnd.toISOString(),
    startsNewPeriod,
  };
}
