import type { Transaction } from "kysely";
import type { Db } from "./database.js";
import type { Database } from "./schema.js";

export type GroupCommit<Item, Result> = {
  /**
   * Queues `item` for the next group and resolves with its result once the group's
   * transaction has committed. If the group's transaction fails, each item is committed again
   * alone, so one failure never takes the others with it.
   */
  run(item: Item): Promise<Result>;
};

/**
 * Writes a whole group in one transaction, returning one result per item, in the items' order.
 * Items are given in the order they arrived.
 */
export type CommitGroup<Item, Result> = (
  trx: Transaction<Database>,
  items: Item[],
) => Promise<Result[]>;

type Queued<Item, Result> = {
  item: Item;
  resolve(value: Result): void;
  reject(error: unknown): void;
};

/**
 * Group commit for a stream of small writes (position uploads). With SQLite at
 * synchronous=FULL every commit waits for the disk (about 10 ms here), so one transaction
 * per upload caps a server at a few dozen uploads a second; uploads that arrive while a
 * commit is under way, or within as long again after it, commit together in the next one,
 * each still acknowledged only once it is durable. The group is handed over whole, so its
 * writes can be a few set-based statements rather than a few per item.
 */
export function createGroupCommit<Item, Result>(
  db: Db,
  commit: CommitGroup<Item, Result>,
  options: {
    maxGroup?: number;
    maxWaitMs?: number;
    /** Told about each group committed: its results, and how long it took to commit. */
    onCommitted?: (results: Result[], ms: number) => void;
  } = {},
): GroupCommit<Item, Result> {
  const maxGroup = options.maxGroup ?? 256;
  const maxWaitMs = options.maxWaitMs ?? 10;
  const queue: Queued<Item, Result>[] = [];
  let running = false;
  /** How long the last commit took: the disk's pace, which the next group waits to match. */
  let lastCommitMs = 0;

  async function commitAll(group: Queued<Item, Result>[]) {
    const results = await db.transaction().execute((trx) =>
      commit(
        trx,
        group.map((queued) => queued.item),
      ),
    );
    if (results.length !== group.length) {
      throw new Error(`A group of ${group.length} committed with ${results.length} results`);
    }
    return results;
  }

  async function runAlone(queued: Queued<Item, Result>) {
    try {
      queued.resolve((await commitAll([queued]))[0]!);
    } catch (error) {
      queued.reject(error);
    }
  }

  async function round() {
    const started = performance.now();
    const group = queue.splice(0, maxGroup);
    let results: Result[] | null = null;
    try {
      results = await commitAll(group);
    } catch {
      for (const queued of group) await runAlone(queued);
    }
    lastCommitMs = performance.now() - started;
    if (results) {
      for (const [index, queued] of group.entries()) queued.resolve(results[index]!);
      options.onCommitted?.(results, lastCommitMs);
    }
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
    run(item: Item) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!running) drain();
      });
    },
  };
}
