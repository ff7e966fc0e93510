import type { Selectable, Updateable } from "kysely";
import type { Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { BillingCheckoutsTable, SubscriptionsTable } from "../../db/schema.js";

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type CheckoutRow = Selectable<BillingCheckoutsTable>;
export type SubscriptionChanges = Omit<
  Updateable<SubscriptionsTable>,
  "id" | "company_id" | "created_at"
>;

/** The company's subscription record, whatever its state. */
export function findSubscription(db: Executor, companyId: string) {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}

/** The company's subscription record, held until the transaction ends (PostgreSQL). */
export function findSubscriptionForUpdate(db: Executor, dialect: Dialect, companyId: string) {
  return dialect
    .forUpdate(db.selectFrom("subscriptions").selectAll().where("company_id", "=", companyId))
    .executeTakeFirst();
}

export function findByProviderSubscription(db: Executor, providerSubscriptionId: string) {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("provider_subscription_id", "=", providerSubscriptionId)
    .executeTakeFirst();
}

/**
 * Gives the company a subscription record if it has none (status `incomplete`: nothing in
 * force), so that every change after this can lock the row first.
 */
export async function ensureSubscription(
  db: Executor,
  row: { id: string; companyId: string; provider: "local" | "stripe"; now: string },
) {
  await db
    .insertInto("subscriptions")
    .values({
      id: row.id,
      company_id: row.companyId,
      plan: "free",
      billing_cycle: "monthly",
      status: "incomplete",
      provider: row.provider,
      provider_customer_id: null,
      provider_subscription_id: null,
      current_period_end: null,
      cancel_at_period_end: false,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.column("company_id").doNothing())
    .execute();
}

export function updateSubscription(db: Executor, id: string, changes: SubscriptionChanges) {
  return db.updateTable("subscriptions").set(changes).where("id", "=", id).execute();
}

/** Built-in subscriptions whose period has ended by `nowIso`: due to renew, switch or end. */
export function findLocalDue(db: Executor, nowIso: string, limit: number) {
  return db
    .selectFrom("subscriptions")
    .select("company_id")
    .where("provider", "=", "local")
    .where("status", "in", ["active", "past_due"])
    .where("current_period_end", "<=", nowIso)
    .orderBy("current_period_end")
    .limit(limit)
    .execute();
}

export async function hasEvent(db: Executor, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom("billing_events")
    .select("id")
    .where("id", "=", eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a provider event as applied; false when it already was (a redelivery). Called in
 * the transaction that applies the event, so the record and the effect commit together.
 */
export async function recordEvent(
  db: Executor,
  event: { id: string; type: string; companyId: string | null; receivedAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto("billing_events")
    .values({
      id: event.id,
      type: event.type,
      company_id: event.companyId,
      received_at: event.receivedAt,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function insertCheckout(db: Executor, row: CheckoutRow) {
  return db.insertInto("billing_checkouts").values(row).execute();
}

export function findCheckout(db: Executor, companyId: string, checkoutId: string) {
  return db
    .selectFrom("billing_checkouts")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("id", "=", checkoutId)
    .executeTakeFirst();
}

export function findCheckoutForUpdate(
  db: Executor,
  dialect: Dialect,
  companyId: string,
  checkoutId: string,
) {
  return dialect
    .forUpdate(
      db
        .selectFrom("billing_checkouts")
        .selectAll()
        .where("company_id", "=", companyId)
        .where("id", "=", checkoutId),
    )
    .executeTakeFirst();
}

export function finishCheckout(
  db: Executor,
  checkoutId: string,
  status: "paid" | "canceled",
  completedAt: string,
) {
  return db
    .updateTable("billing_checkouts")
    .set({ status, completed_at: completedAt })
    .where("id", "=", checkoutId)
    .execute();
}

/** Forgets checkouts nobody finished once they are long expired. */
export function deleteCheckoutsExpiredBefore(db: Executor, iso: string) {
  return db
    .deleteFrom("billing_checkouts")
    .where("status", "=", "open")
    .where("expires_at", "<", iso)
    .execute();
}
