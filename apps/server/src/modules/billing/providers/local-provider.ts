import { randomUUID } from "node:crypto";
import {
  addBillingPeriod,
  DEFAULT_BILLING_CYCLE,
  DEFAULT_PLAN,
  isUpgrade,
  type LocalCheckout,
  messages,
  PLANS,
  type Proration,
  periodPriceCents,
  prorateUpgrade,
} from "@haulwise/domain";
import type { Clock } from "../../../clock.js";
import type { Db } from "../../../db/database.js";
import type { Dialect } from "../../../db/dialect.js";
import { conflict, gone, notFound } from "../../../http/app-error.js";
import * as repo from "../billing.repo.js";
import { type PlanChoice, paidPlanAt } from "../subscription-state.js";
import type { SubscriptionStore } from "../subscription-store.js";
import type { BillingProvider } from "./provider.js";

const m = messages.subscription;
const DAY_MS = 86_400_000;
/** A checkout left open this long has to be started again, at today's prices and plan. */
const CHECKOUT_LIFETIME_MS = DAY_MS;
/** Unfinished checkouts are kept this long after expiring, then forgotten. */
const CHECKOUT_RETENTION_MS = 30 * DAY_MS;
/** Renewals handled per worker round; the next round takes the rest. */
const RENEWALS_PER_ROUND = 200;

export type CheckoutKind = LocalCheckout["kind"];

function kindOf(current: PlanChoice | null, choice: PlanChoice): CheckoutKind | "same" {
  if (!current) return "new";
  if (current.plan === choice.plan && current.billingCycle === choice.billingCycle) return "same";
  return isUpgrade(current, choice) ? "upgrade" : "downgrade";
}

/** What paying for `choice` writes: a new period, a plan now, or a plan at the period's end. */
function changesFor(
  kind: CheckoutKind,
  row: repo.SubscriptionRow,
  choice: PlanChoice,
  now: Date,
): repo.SubscriptionChanges {
  const newPeriod = {
    current_period_start: now.toISOString(),
    current_period_end: addBillingPeriod(now, choice.billingCycle).toISOString(),
  };
  const keepRenewing = { cancel_at_period_end: false, scheduled_plan: null };
  if (kind === "downgrade") {
    return {
      ...keepRenewing,
      scheduled_plan: choice.plan,
      scheduled_billing_cycle: choice.billingCycle,
    };
  }
  const common = {
    ...keepRenewing,
    scheduled_billing_cycle: null,
    plan: choice.plan,
    billing_cycle: choice.billingCycle,
    synced_at: now.toISOString(),
  };
  if (kind === "upgrade") {
    // A higher plan on the same cycle keeps the period paid for; a new cycle starts one.
    return choice.billingCycle === row.billing_cycle ? common : { ...common, ...newPeriod };
  }
  return {
    ...common,
    ...newPeriod,
    status: "active",
    provider: "local",
    provider_customer_id: null,
    provider_subscription_id: null,
    past_due_since: null,
  };
}

/**
 * What an upgrade costs now inside the period already paid for, by the server's clock; null
 * for a first plan (paid in full) and a downgrade (it waits for the period's end).
 */
function prorationOf(
  kind: CheckoutKind | "same",
  row: repo.SubscriptionRow | undefined,
  current: PlanChoice | null,
  choice: PlanChoice,
  now: Date,
): Proration | null {
  if (kind !== "upgrade" || !current || !row?.current_period_start || !row.current_period_end) {
    return null;
  }
  return prorateUpgrade({
    from: current,
    to: choice,
    period: { start: new Date(row.current_period_start), end: new Date(row.current_period_end) },
    now,
  });
}

export type LocalProvider = ReturnType<typeof createLocalProvider>;

/**
 * The built-in provider: a checkout page inside Haulwise whose Pay button is the payment,
 * periods kept here, renewed by a worker. It lets a fresh install sell and test plans with
 * no outside account; no money moves.
 */
export function createLocalProvider(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  store: SubscriptionStore;
}) {
  const { db, dialect, clock, store } = deps;

  async function requireCheckout(companyId: string, checkoutId: string) {
    const checkout = await repo.findCheckout(db, companyId, checkoutId);
    if (!checkout) throw notFound(m.checkoutNotFound);
    return checkout;
  }

  const provider: BillingProvider = {
    kind: "local",

    async startCheckout({ companyId, userId, choice }) {
      const now = clock.now();
      const id = randomUUID();
      await repo.insertCheckout(db, {
        id,
        company_id: companyId,
        plan: choice.plan,
        billing_cycle: choice.billingCycle,
        status: "open",
        created_by: userId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CHECKOUT_LIFETIME_MS).toISOString(),
        completed_at: null,
      });
      return `/subscription/checkout/${id}`;
    },

    async managementUrl() {
      return "/subscription/manage";
    },

    async setCancelAtPeriodEnd(subscription, cancel) {
      await store.change(subscription.company_id, "local", (row) => {
        if (!paidPlanAt(row, clock.now())) throw conflict(m.noSubscription);
        // Cancelling drops a pending downgrade; resuming keeps the plan exactly as it is.
        return {
          cancel_at_period_end: cancel,
          scheduled_plan: null,
          scheduled_billing_cycle: null,
        };
      });
    },
  };

  return {
    ...provider,

    /** The checkout page: what is bought, at what price, and whether it replaces a plan now. */
    async getCheckout(companyId: string, checkoutId: string): Promise<LocalCheckout> {
      const checkout = await requireCheckout(companyId, checkoutId);
      const now = clock.now();
      const row = await store.find(companyId);
      const current = paidPlanAt(row, now);
      const choice = { plan: checkout.plan, billingCycle: checkout.billing_cycle };
      const kind = kindOf(current, choice);
      const expired =
        checkout.status === "open" && Date.parse(checkout.expires_at) <= now.getTime();
      return {
        id: checkout.id,
        plan: checkout.plan,
        billingCycle: checkout.billing_cycle,
        amountCents: periodPriceCents(checkout.plan, checkout.billing_cycle),
        kind: kind === "same" ? "upgrade" : kind,
        currentPlan: current ?? { plan: DEFAULT_PLAN, billingCycle: DEFAULT_BILLING_CYCLE },
        effectiveAt: kind === "downgrade" ? (row?.current_period_end ?? null) : null,
        status: expired ? "expired" : checkout.status,
        expiresAt: checkout.expires_at,
        proration: prorationOf(kind, row, current, choice, now),
      };
    },

    /** Pay: the built-in provider's confirmation. Answers where the browser goes next. */
    async payCheckout(companyId: string, checkoutId: string): Promise<string> {
      const now = clock.now();
      let kind = "new" as CheckoutKind;
      await store.change(companyId, "local", async (row, trx) => {
        const checkout = await repo.findCheckoutForUpdate(trx, dialect, companyId, checkoutId);
        if (!checkout) throw notFound(m.checkoutNotFound);
        if (checkout.status !== "open") throw conflict(m.checkoutFinished);
        if (Date.parse(checkout.expires_at) <= now.getTime()) throw gone(m.checkoutExpired);
        const choice = { plan: checkout.plan, billingCycle: checkout.billing_cycle };
        const found = kindOf(paidPlanAt(row, now), choice);
        if (found === "same") throw conflict(m.alreadySubscribed(PLANS[choice.plan].name));
        kind = found;
        await repo.finishCheckout(trx, checkoutId, "paid", now.toISOString());
        await repo.recordEvent(trx, {
          id: `local:checkout:${checkoutId}`,
          type: `local.checkout.${kind}`,
          companyId,
          receivedAt: now.toISOString(),
        });
        return changesFor(kind, row, choice, now);
      });
      return kind === "downgrade" ? "/subscription" : "/subscription?success=true";
    },

    /** Cancel on the checkout page: nothing changes but the checkout. */
    async cancelCheckout(companyId: string, checkoutId: string): Promise<string> {
      await db.transaction().execute(async (trx) => {
        const checkout = await repo.findCheckoutForUpdate(trx, dialect, companyId, checkoutId);
        if (!checkout) throw notFound(m.checkoutNotFound);
        if (checkout.status === "paid") throw conflict(m.checkoutFinished);
        if (checkout.status === "open") {
          await repo.finishCheckout(trx, checkoutId, "canceled", clock.now().toISOString());
        }
      });
      return "/subscription?canceled=true";
    },

    /**
     * Every built-in subscription whose period has ended by `now`: renewed for the next
     * period (on a scheduled plan, if one waits), or ended if it was cancelled. Each period
     * end is recorded once, so a second run for the same `now` changes nothing.
     */
    async renewDue(now: Date): Promise<number> {
      const nowIso = now.toISOString();
      await repo.deleteCheckoutsExpiredBefore(
        db,
        new Date(now.getTime() - CHECKOUT_RETENTION_MS).toISOString(),
      );
      const due = await repo.findLocalDue(db, nowIso, RENEWALS_PER_ROUND);
      let renewed = 0;
      for (const { company_id: companyId } of due) {
        const outcome = await store.change(companyId, "local", async (row, trx) => {
          const periodEnd = row.current_period_end;
          if (row.provider !== "local" || !periodEnd || periodEnd > nowIso) return null;
          if (row.status !== "active" && row.status !== "past_due") return null;
          const first = await repo.recordEvent(trx, {
            id: `local:period-end:${row.id}:${periodEnd}`,
            type: row.cancel_at_period_end ? "local.ended" : "local.renewed",
            companyId,
            receivedAt: nowIso,
          });
          if (!first) return null;
          if (row.cancel_at_period_end) return { status: "canceled", scheduled_plan: null };
          const billingCycle = row.scheduled_billing_cycle ?? row.billing_cycle;
          let start = new Date(periodEnd);
          let end = addBillingPeriod(start, billingCycle);
          // A server that was down for several periods bills once, from the latest start.
          while (end.getTime() <= now.getTime()) {
            start = end;
            end = addBillingPeriod(start, billingCycle);
          }
          return {
            plan: row.scheduled_plan ?? row.plan,
            billing_cycle: billingCycle,
            current_period_start: start.toISOString(),
            current_period_end: end.toISOString(),
            scheduled_plan: null,
            scheduled_billing_cycle: null,
          };
        });
        if (outcome.changed) renewed++;
      }
      return renewed;
    },
  };
}
