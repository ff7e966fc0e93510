import { randomUUID } from "node:crypto";
import type { Clock } from "../../clock.js";
import type { Db, Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { EventBus } from "../../events/bus.js";
import * as repo from "./billing.repo.js";
import { visiblyDiffers } from "./subscription-state.js";

/** A provider event being applied: stored once, in the transaction of its effect. */
export type AppliedEvent = { id: string; type: string };

export type ChangeOutcome = {
  /** The record after the change (or as it was, when nothing changed). */
  row: repo.SubscriptionRow;
  /** Whether anything a contractor sees changed; `subscription.changed` was announced. */
  changed: boolean;
  /** The event had been applied before: nothing was done. */
  duplicate: boolean;
};

export type SubscriptionStore = ReturnType<typeof createSubscriptionStore>;

/**
 * The one way a company's subscription record changes: the row is created if missing, then
 * locked, the change is decided from what it holds, written, and announced once committed.
 * Every provider and the renewal worker go through here, so concurrent changes to one
 * company queue behind each other and an event is never applied twice.
 */
export function createSubscriptionStore(deps: {
  db: Db;
  dialect: Dialect;
  clock: Clock;
  events: EventBus;
}) {
  const { db, dialect, clock, events } = deps;

  return {
    find: (companyId: string) => repo.findSubscription(db, companyId),

    findByProviderSubscription: (id: string) => repo.findByProviderSubscription(db, id),

    hasEvent: (eventId: string) => repo.hasEvent(db, eventId),

    /** Records an event that changes no company (unknown, or about nobody we know). */
    async recordEvent(event: AppliedEvent, companyId: string | null = null) {
      await repo.recordEvent(db, {
        ...event,
        companyId,
        receivedAt: clock.now().toISOString(),
      });
    },

    /**
     * Changes the company's record as `decide` says, given the locked record and the
     * transaction (for other writes that must commit with it). `decide` returns the columns
     * to write, or null to leave the record alone.
     */
    async change(
      companyId: string,
      provider: "local" | "stripe",
      decide: (
        row: repo.SubscriptionRow,
        trx: Executor,
      ) => Promise<repo.SubscriptionChanges | null> | repo.SubscriptionChanges | null,
      event?: AppliedEvent,
    ): Promise<ChangeOutcome> {
      const nowIso = clock.now().toISOString();
      const outcome = await db.transaction().execute(async (trx): Promise<ChangeOutcome> => {
        // Inside the transaction, so a refused change leaves no record behind either.
        await repo.ensureSubscription(trx, { id: randomUUID(), companyId, provider, now: nowIso });
        const fresh = event
          ? await repo.recordEvent(trx, { ...event, companyId, receivedAt: nowIso })
          : true;
        const before = await repo.findSubscriptionForUpdate(trx, dialect, companyId);
        if (!before) throw new Error(`The subscription record of ${companyId} vanished`);
        if (!fresh) return { row: before, changed: false, duplicate: true };
        const changes = await decide(before, trx);
        if (!changes) return { row: before, changed: false, duplicate: false };
        const after = { ...before, ...changes, updated_at: nowIso } as repo.SubscriptionRow;
        await repo.updateSubscription(trx, before.id, { ...changes, updated_at: nowIso });
        return { row: after, changed: visiblyDiffers(before, after), duplicate: false };
      });
      if (outcome.changed) events.emit("subscription.changed", { companyId });
      return outcome;
    },
  };
}
