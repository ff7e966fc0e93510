import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { type DBSchema, openDB } from "idb";
import { clock } from "@/lib/clock";

/** Answers older than this are not restored: a week covers a driver's days off. */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /**
       * How long this answer may be brought back from the saved cache (by when it was
       * fetched), when that is shorter than a week: report figures are shown for 30 minutes.
       */
      persistForMs?: number;
    };
  }
}

type Kept = { meta?: { persistForMs?: number }; state: { dataUpdatedAt: number } };

/** Whether an answer is still worth showing from the saved cache at `now`. */
const keptUntilNow = ({ meta, state }: Kept, now: number) =>
  meta?.persistForMs === undefined || now - state.dataUpdatedAt <= meta.persistForMs;

type Saved = { buster: string; savedAt: number; state: DehydratedState };

type CacheDb = DBSchema & { cache: { key: "queries"; value: Saved } };

const dbName = "haulwise-cache";

function open() {
  return openDB<CacheDb>(dbName, 1, {
    upgrade(database) {
      database.createObjectStore("cache");
    },
  });
}

/**
 * Puts back the answers this browser cached last time (IndexedDB `haulwise-cache`), so the
 * app opens without a connection showing what it showed before: who is signed in, their
 * duty, their jobs. Each is shown, and refreshed as soon as there is a network. A
 * cache from another build (`buster`) or older than a week is dropped, and so is each answer
 * older than its own `meta.persistForMs`.
 */
export async function restoreQueryCache(
  queryClient: QueryClient,
  { buster, now = clock.nowMs() }: { buster: string; now?: number },
) {
  try {
    const database = await open();
    const saved = await database.get("cache", "queries");
    database.close();
    if (!saved) return;
    if (saved.buster !== buster || now - saved.savedAt > PERSISTED_CACHE_MAX_AGE_MS) {
      await clearPersistedQueryCache();
      return;
    }
    const queries = saved.state.queries.filter((query) => keptUntilNow(query, now));
    hydrate(queryClient, { ...saved.state, queries });
    // Shown at once, but asked for again as soon as a screen reads them and there is a
    // network: however recent, they are from before this page load (the session may be
    // another person's by now).
    await queryClient.invalidateQueries({ refetchType: "none" });
  } catch (error) {
    console.error("The saved copy of your data could not be read", error);
  }
}

/**
 * Saves the cache's successful answers whenever they change, at most once per `throttleMs`.
 * Returns the function that stops saving.
 */
export function persistQueryCache(
  queryClient: QueryClient,
  { buster, throttleMs = 1_000 }: { buster: string; throttleMs?: number },
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = async () => {
    timer = null;
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === "success" && keptUntilNow(query, clock.nowMs()),
    });
    try {
      const database = await open();
      await database.put("cache", { buster, savedAt: clock.nowMs(), state }, "queries");
      database.close();
    } catch (error) {
      console.error("Your data could not be saved for offline use", error);
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "added" && event.type !== "removed" && event.type !== "updated") return;
    timer ??= setTimeout(() => void save(), throttleMs);
  });
  return () => {
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
  };
}

/** Forgets the saved copy: after signing out, nothing of the person stays on the device. */
export async function clearPersistedQueryCache() {
  try {
    const database = await open();
    await database.delete("cache", "queries");
    database.close();
  } catch {
    // Nothing saved, or no IndexedDB: nothing to forget.
  }
}
