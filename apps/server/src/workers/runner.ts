import type { Clock, Timer } from "../clock.js";
import type { AdvisoryLock } from "../db/advisory-lock.js";
import type { Logger } from "../logger.js";
import type { Worker } from "./worker.js";

/** How often an instance checks that it still leads, or tries to take the lead. */
export const ELECTION_INTERVAL_MS = 15_000;

/** How one worker stands on this instance, for the operator's metrics. */
export type WorkerStatus = {
  name: string;
  intervalMs: number;
  /** When the last tick here started and when the last one that succeeded ended (epoch ms). */
  lastStartedAt: number | null;
  lastSucceededAt: number | null;
  /**
   * How far behind its schedule the worker is, in ms: how long past its interval the next tick
   * has not started (a tick running long, the loop stalled, the lead just taken). 0 when on
   * time; null where this instance does not lead.
   */
  lagMs: number | null;
};

/** Told about every tick, so the operator can watch them (see metrics/). */
export type WorkerObserver = {
  ticked(worker: string, outcome: "ok" | "failed", durationMs: number): void;
  /** A tick that was due while the previous one still ran. */
  skipped(worker: string): void;
};

export type WorkerRunner = {
  readonly workers: readonly Worker[];
  /** Each worker's standing, as of the runner's clock. */
  status(): WorkerStatus[];
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
  observer?: WorkerObserver;
}): WorkerRunner {
  const { workers, lock, clock, logger, observer } = deps;
  const electionIntervalMs = deps.electionIntervalMs ?? ELECTION_INTERVAL_MS;
  const timers = new Map<Worker, Timer>();
  const running = new Map<Worker, Promise<void>>();
  let electionTimer: Timer | null = null;
  let election: Promise<boolean> | null = null;
  const history = new Map<Worker, { startedAt: number | null; succeededAt: number | null }>(
    workers.map((worker) => [worker, { startedAt: null, succeededAt: null }]),
  );
  let leadSince = 0;
  let leader = false;
  let stopped = false;

  function tick(worker: Worker) {
    if (!leader) return;
    // A tick still running when the next is due is left to finish; that round is skipped.
    if (running.has(worker)) {
      observer?.skipped(worker.name);
      return;
    }
    const now = clock.now();
    const seen = history.get(worker)!;
    seen.startedAt = now.getTime();
    const run = worker
      .tick(now)
      .then(
        () => {
          seen.succeededAt = clock.now().getTime();
          observer?.ticked(worker.name, "ok", seen.succeededAt - now.getTime());
        },
        (error: unknown) => {
          logger.error({ err: error, worker: worker.name }, "a worker tick failed");
          observer?.ticked(worker.name, "failed", clock.now().getTime() - now.getTime());
        },
      )
      .finally(() => running.delete(worker));
    running.set(worker, run);
  }

  function lead() {
    leader = true;
    leadSince = clock.now().getTime();
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
    status() {
      const now = clock.now().getTime();
      return workers.map((worker) => {
        const seen = history.get(worker)!;
        const due = Math.max(seen.startedAt ?? 0, leadSince) + worker.intervalMs;
        return {
          name: worker.name,
          intervalMs: worker.intervalMs,
          lastStartedAt: seen.startedAt,
          lastSucceededAt: seen.succeededAt,
          lagMs: leader ? Math.max(0, now - due) : null,
        };
      });
    },
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
