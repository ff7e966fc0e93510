import type { Me } from "@haulwise/domain";
import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { z } from "zod";
import { meKeys } from "./query-keys";

/**
 * Answers kept in the browser's storage between visits, so a dashboard shows the last
 * figures at once and refreshes them in the background (spec part 2 §4, §9). Only queries
 * that say `meta: { persist: true }` are kept; each entry belongs to one signed-in person
 * and lives `PERSIST_MAX_AGE_MS`. Entries are JSON: the answers kept are plain data.
 */
export const PERSIST_MAX_AGE_MS = 30 * 60_000;
const PREFIX = "haulwise:query:";

type Entry = { data: unknown; updatedAt: number };

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { persist?: boolean };
  }
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): nothing is kept then.
    return null;
  }
}

const userOf = (queryClient: QueryClient) =>
  queryClient.getQueryData<Me | null>(meKeys.all)?.user.id ?? null;

const entryKey = (userId: string, queryKey: QueryKey) => `${PREFIX}${userId}:${hashKey(queryKey)}`;

function read(key: string, now: number): Entry | undefined {
  const store = storage();
  const text = store?.getItem(key);
  if (!store || !text) return undefined;
  try {
    const entry = JSON.parse(text) as Entry;
    if (typeof entry.updatedAt === "number" && now - entry.updatedAt <= PERSIST_MAX_AGE_MS) {
      return entry;
    }
  } catch {
    // An entry we cannot read is dropped like an expired one.
  }
  store.removeItem(key);
  return undefined;
}

const SWEEP_EVERY_MS = 5 * 60_000;
let lastSweep = 0;

/** Drops the person's expired entries, so ranges looked at once do not pile up. */
function sweep(userId: string, now: number) {
  const store = storage();
  if (!store) return;
  const mine = `${PREFIX}${userId}:`;
  for (let i = store.length - 1; i >= 0; i--) {
    const key = store.key(i);
    if (key?.startsWith(mine)) read(key, now);
  }
}

/**
 * The kept answer for `queryKey` as a query's initial data: shown at once, refetched on mount
 * because its time is kept too (older than the query's stale time, it is stale). Storage is
 * read once, when the query is first built; an answer of another shape (kept by an older
 * version of the app) is dropped.
 */
export function persistedInitialData<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  schema: z.ZodType<T>,
) {
  let entry: { data: T; updatedAt: number } | undefined | null = null;
  const kept = () => {
    if (entry === null) {
      const userId = userOf(queryClient);
      const stored = userId ? read(entryKey(userId, queryKey), Date.now()) : undefined;
      const parsed = stored ? schema.safeParse(stored.data) : undefined;
      entry =
        stored && parsed?.success ? { data: parsed.data, updatedAt: stored.updatedAt } : undefined;
    }
    return entry;
  };
  return {
    initialData: () => kept()?.data,
    initialDataUpdatedAt: () => kept()?.updatedAt,
  };
}

/** Keeps every successful answer of a query marked `persist`, as it arrives. */
export function keepPersistedQueries(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    const { query } = event;
    if (!query.meta?.persist || query.state.data === undefined) return;
    const userId = userOf(queryClient);
    const store = storage();
    if (!userId || !store) return;
    const entry: Entry = { data: query.state.data, updatedAt: query.state.dataUpdatedAt };
    const now = Date.now();
    if (now - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now;
      sweep(userId, now);
    }
    try {
      store.setItem(entryKey(userId, query.queryKey), JSON.stringify(entry));
    } catch {
      // Storage full: this answer stays in memory only.
    }
  });
}

/** Forgets the kept answers under `queryKey` (and every key below it), in memory and storage. */
export function dropPersisted(queryClient: QueryClient, queryKey: QueryKey) {
  const userId = userOf(queryClient);
  const store = storage();
  if (userId && store) {
    store.removeItem(entryKey(userId, queryKey));
    for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
      store.removeItem(entryKey(userId, query.queryKey));
    }
  }
  queryClient.removeQueries({ queryKey });
}

/** Forgets every kept answer in this browser: on sign-out nothing of the person stays. */
export function forgetPersisted() {
  const store = storage();
  if (!store) return;
  for (let i = store.length - 1; i >= 0; i--) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) store.removeItem(key);
  }
}
