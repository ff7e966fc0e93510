import type { Clock, Timer } from "../clock.js";
import type { AdvisoryLock } from "../db/advisory-lock.js";
import type { Logger } from "../logger.js";
import type { Worker } from "./worker.js";

/** How often an instance checks that it still leads, or tries to take the lead. */
export const ELECTION_INTERVAL_MS = 15_000;

export type WorkerRunner = {
  readonly workers: readonly Worker[];
  /** Whether this instance leads, as of the last election round. */
  readonly isLeader: boolean;
  /** Starts election rounds; while leader, every worker ticks on its interval. */
  start(): void;
  /** One election round now: takes or confirms the lead, or gives up the workers if lost. */
  elect(): Promise<boolean>;
  /** Stops the ticks, waits for those under way, and gives up the lead. */
  stop(): Promise<void>;
};

/**
 * Runs the cluster's workers on one instance at a time. The lead is an advisory lock on
 * PostgreSQL (always granted on SQLite): the leader confirms it every election round, the
 * others try to take it every round, and a leader whose connection is cut stops its workers
 * at its next round while PostgreSQL hands the lock to whoever asks next.
 */
export function createWorkerRunner(deps: {
  workers: Worker[];
  lock: AdvisoryLock;
  clock: Clock;
  logger: Logger;
  electionIntervalMs?: number;
}): WorkerRunner {
  const { workers, lock, clock, logger } = deps;
  const electionIntervalMs = deps.electionIntervalMs ?? ELECTION_INTERVAL_MS;
  const timers = new Map<Worker, Timer>();
  const running = new Map<Worker, Promise<void>>();
  let electionTimer: Timer | null = null;
  let election: Promise<boolean> | null = null;
  let leader = false;
  let stopped = false;

  function tick(worker: Worker) {
    // A tick still running when the next is due is left to finish; that round is skipped.
    if (running.has(worker) || !leader) return;
    const run = worker
      .tick(clock.now())
      .catch((error: unknown) => {
        logger.error({ err: error, worker: worker.name }, "a worker tick failed");
      })
      .finally(() => running.delete(worker));
    running.set(worker, run);
  }

  function lead() {
    leader = true;
    logger.info({ workers: workers.map((w) => w.name) }, "leading the periodic workers");
    for (const worker of workers) {
      tick(worker);
      timers.set(
        worker,
        clock.every(worker.intervalMs, () => tick(worker)),
      );
    }
  }

  function stopTicking() {
    leader = false;
    for (const timer of timers.values()) timer.cancel();
    timers.clear();
  }

  function follow() {
    if (leader) logger.warn({}, "lost the lead of the periodic workers");
    stopTicking();
  }

  async function electOnce(): Promise<boolean> {
    const held = await lock.tryAcquire();
    if (stopped) return false;
    if (held && !leader) lead();
    if (!held && leader) follow();
    return held;
  }

  function elect(): Promise<boolean> {
    // Rounds never overlap: a slow round is joined, not repeated.
    election ??= electOnce().finally(() => {
      election = null;
    });
    return election;
  }

  return {
    workers,
    get isLeader() {
      return leader;
    },
    elect,

    start() {
      if (workers.length === 0 || electionTimer || stopped) return;
      void elect();
      electionTimer = clock.every(electionIntervalMs, () => void elect());
    },

    async stop() {
      stopped = true;
      electionTimer?.cancel();
      electionTimer = null;
      await election?.catch(() => false);
      stopTicking();
      await Promise.all(running.values());
      await lock.release();
    },
  };
}
