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
 * commit is under way wait and commit together in the next one, each still acknowledged
 * only once it is durable.
 */
export function createGroupCommit(db: Db, options: { maxGroup?: number } = {}): GroupCommit {
  const maxGroup = options.maxGroup ?? 256;
  const queue: Queued[] = [];
  let running = false;

  async function runAlone(item: Queued) {
    try {
      item.resolve(await db.transaction().execute((trx) => item.work(trx)));
    } catch (error) {
      item.reject(error);
    }
  }

  async function round() {
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
  }

  function drain() {
    running = true;
    // After I/O: requests that arrived during the last commit are queued before the next.
    setImmediate(async () => {
      await round();
      if (queue.length > 0) drain();
      else running = false;
    });
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
