import type { Db } from "../db/database.js";

/** What a throttle decides for one event, and the state it leaves behind (null: forget it). */
export type ThrottleStep<S, R> = { result: R; state: S | null; expiresAt: number };

/** Rows past their expiry are swept after this many writes in one process. */
const SWEEP_EVERY = 200;
const MAX_ATTEMPTS = 8;

/**
 * Keyed throttle state in the database, so every instance of a cluster sees the same counts.
 * Each step reads the row, decides, and writes back only if nobody wrote in between (a version
 * check); on a clash it decides again on the fresh state.
 */
export function createThrottleStore(db: Db) {
  let writes = 0;

  async function sweep(now: number) {
    if (++writes % SWEEP_EVERY !== 0) return;
    await db
      .deleteFrom("throttles")
      .where("expires_at", "<", new Date(now).toISOString())
      .execute();
  }

  return {
    /**
     * Applies `decide` to the current state of `key` atomically. Under sustained contention it
     * gives up and returns `busy`, which callers treat as a refusal.
     */
    async step<S, R>(
      key: string,
      now: number,
      decide: (state: S | null) => ThrottleStep<S, R>,
      busy: R,
    ): Promise<R> {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const row = await db
          .selectFrom("throttles")
          .select(["state", "version", "expires_at"])
          .where("key", "=", key)
          .executeTakeFirst();
        const live = row && Date.parse(row.expires_at) > now ? (JSON.parse(row.state) as S) : null;
        const step = decide(live);
        const expiresAt = new Date(step.expiresAt).toISOString();
        const state = step.state === null ? null : JSON.stringify(step.state);
        // A refusal that leaves the state as it was writes nothing, so a flood of refused
        // attempts does not turn into a queue of writes racing each other.
        if (row && state === row.state && expiresAt === row.expires_at) return step.result;
        let written: bigint;
        if (!row) {
          if (state === null) return step.result;
          const inserted = await db
            .insertInto("throttles")
            .values({ key, state, version: 1, expires_at: expiresAt })
            .onConflict((oc) => oc.column("key").doNothing())
            .executeTakeFirst();
          written = inserted.numInsertedOrUpdatedRows ?? 0n;
        } else if (state === null) {
          const deleted = await db
            .deleteFrom("throttles")
            .where("key", "=", key)
            .where("version", "=", row.version)
            .executeTakeFirst();
          written = deleted.numDeletedRows;
        } else {
          const updated = await db
            .updateTable("throttles")
            .set({
              state,
              version: row.version + 1,
              expires_at: expiresAt,
            })
            .where("key", "=", key)
            .where("version", "=", row.version)
            .executeTakeFirst();
          written = updated.numUpdatedRows;
        }
        if (written > 0n) {
          await sweep(now);
          return step.result;
        }
      }
      return busy;
    },

    async forget(key: string) {
      await db.deleteFrom("throttles").where("key", "=", key).execute();
    },
  };
}

export type ThrottleStore = ReturnType<typeof createThrottleStore>;
