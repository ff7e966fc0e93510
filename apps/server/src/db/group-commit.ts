import type { Transaction } from "kysely";
import type { Db } from "./database.js";
import type { Database } from "./schema.js";

export type GroupCommit = {
  /**
   * Runs `work` in a transaction shared with the other work queued meanwhile, and resolves
   * once that transaction has committed. If the shared transaction fails, each piece of work
   * runs again alone, so one failure never takes the others with it. Work in one group runs
   * in the order of `key`, so locks taken by key are always taken in the same order.
   */
  run<T>(key: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
};

type Queued = {
  key: string;
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
};

/**
 * Group commit for a stream of small writes (position uploads). With SQLite at
 * synchronous=FULL every commit waits for the disk (about 10 ms here), so one transaction
 * per upload caps a server at a few dozen uploads a second; uploads that arrive while a
 * commit is under way, or within as long again after it, commit together in the next one,
 * each still acknowledged only once it is durable.
 */
export function createGroupCommit(
  db: Db,
  options: { maxGroup?: number; maxWaitMs?: number } = {},
): GroupCommit {
  const maxGroup = options.maxGroup ?? 256;
  const maxWaitMs = options.maxWaitMs ?? 10;
  const queue: Queued[] = [];
  let running = false;
  /** How long the last commit took: the disk's pace, which the next group waits to match. */
  let lastCommitMs = 0;

  async function runAlone(item: Queued) {
    try {
      item.resolve(await db.transaction().execute((trx) => item.work(trx)));
    } catch (error) {
      item.reject(error);
    }
  }

  async function round() {
    const started = performance.now();
    const group = queue
      .splice(0, maxGroup)
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    try {
      const results = await db.transaction().execute(async (trx) => {
        const done: unknown[] = [];
        for (const item of group) done.push(await item.work(trx));
        return done;
      });
      for (const [index, item] of group.entries()) item.resolve(results[index]);
    } catch {
      for (const item of group) await runAlone(item);
    }
    lastCommitMs = performance.now() - started;
  }

  function drain() {
    running = true;
    const next = async () => {
      await round();
      if (queue.length > 0) drain();
      else running = false;
    };
    // A group waits as long as the last commit took (at most maxWaitMs): where the disk takes
    // 20 ms to commit, uploads still on their way in (their session being read) join this
    // group instead of each paying for a commit of its own, and SQLite, which holds the
    // server while it waits for the disk, waits less often. On a fast disk the wait is nothing.
    const wait = Math.min(maxWaitMs, lastCommitMs);
    if (wait < 1) setImmediate(next);
    else setTimeout(next, wait);
  }

  return {
    run<T>(key: string, work: (trx: Transaction<Database>) => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ key, work, resolve: resolve as (value: unknown) => void, reject });
        if (!running) drain();
      });
    },
  };
}
