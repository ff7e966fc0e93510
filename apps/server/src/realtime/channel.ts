import type { TopicChannel, TopicScope } from "@haulwise/domain";
import { type Actor, requireContractor } from "../auth/actor.js";

/**
 * One kind of topic (`company:*:locations`, `job:*:status`…), registered by the module that
 * owns its data. The hub knows nothing of the data: it asks the channel who may subscribe,
 * what the whole state is, and how two updates fold into one.
 */
export type Channel<T = unknown> = {
  scope: TopicScope;
  channel: TopicChannel;
  /** Whether this person may follow the topic of `id`: the same rule as the REST API's. */
  authorise(actor: Actor, id: string): Promise<boolean>;
  /** The topic's whole current state, the same for every subscriber. */
  snapshot(id: string): Promise<T>;
  /** Folds a newer update into one not sent yet, so a window sends one frame. */
  merge(older: T, newer: T): T;
  /** Halves an update too large for one cross-instance message; null when it cannot. */
  split?(data: T): [T, T] | null;
  /**
   * Shapes a window's update for this instance's subscribers just before it is sent, once
   * per topic (not per socket): what to send, null for nothing, or "refresh" when the update
   * shows the subscribers' snapshot no longer holds and they need a new one.
   */
  prepare?(id: string, data: T): Promise<T | null | "refresh">;
};

/**
 * A channel's `authorise` made from the REST API's own access check (`requireContractor`,
 * a service's `accessTo`…), so a topic and the endpoint that reads the same data follow one
 * rule: allowed unless the check throws or answers `false`.
 */
export function allowedBy(check: (actor: Actor, id: string) => unknown): Channel["authorise"] {
  return async (actor, id) => {
    try {
      return (await check(actor, id)) !== false;
    } catch {
      return false;
    }
  };
}

/** A company topic's rule: the company's contractors, as its contractor-only endpoints say. */
export const companyContractors = allowedBy(
  (actor, companyId) => requireContractor(actor).id === companyId,
);

/** A channel whose updates list items under `field`, the newest item per `key` winning. */
export function latestBy<
  T extends Record<F, Array<Record<K, string>>>,
  F extends string,
  K extends string,
>(field: F, key: K): Pick<Channel<T>, "merge" | "split"> {
  return {
    merge(older, newer) {
      const items = new Map<string, Record<K, string>>();
      for (const item of older[field]) items.set(item[key], item);
      for (const item of newer[field]) {
        items.delete(item[key]);
        items.set(item[key], item);
      }
      return { ...newer, [field]: [...items.values()] };
    },
    split(data) {
      const items = data[field];
      if (items.length < 2) return null;
      const half = Math.ceil(items.length / 2);
      return [
        { ...data, [field]: items.slice(0, half) },
        { ...data, [field]: items.slice(half) },
      ];
    },
  };
}

/** A channel whose updates name changed things: the union of the names wins. */
export function unionOf<T extends Record<F, string[]>, F extends string>(
  ...fields: F[]
): Pick<Channel<T>, "merge"> {
  return {
    merge(older, newer) {
      const merged = { ...newer };
      for (const field of fields) {
        merged[field] = [...new Set([...older[field], ...newer[field]])] as T[F];
      }
      return merged;
    },
  };
}

/** A channel whose update is the whole new state: the last one wins. */
export const lastWins = <T>(): Pick<Channel<T>, "merge"> => ({ merge: (_older, newer) => newer });
