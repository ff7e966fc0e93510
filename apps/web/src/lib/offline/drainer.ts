/**
 * What one pass over a queue found:
 * - `done`: nothing is left to send for now;
 * - `retry`: a send failed for a reason that passes (no signal, server busy): try again later;
 * - `blocked`: nothing can be sent until something changes (signed out): wait to be kicked.
 */
export type DrainOutcome = "done" | "retry" | "blocked";

export type DrainerOptions = {
  /** One pass: sends what it can, oldest first, and says how it went. */
  drain: () => Promise<DrainOutcome>;
  /**
   * A Web Lock name: tabs of the same browser share one queue, and only one of them sends
   * at a time, so an entry is never on its way twice.
   */
  lockName: string;
  /** Waits between failed passes; the last one repeats. */
  backoffMs?: readonly number[];
  /** Whether the browser believes it has a network; passes wait for `online` when it does not. */
  isOnline?: () => boolean;
  /** A pass that threw (a bug or a broken database): reported, then retried like a failure. */
  onError?: (error: unknown) => void;
};

export type Drainer = {
  /**
   * Something new is queued: runs a pass now (or right after the running one), unless the
   * last pass failed and its back-off is still running.
   */
  kick(): void;
  /** Runs a pass now, forgetting any back-off: the network is back, or the person asked. */
  retryNow(): void;
  /** Follows `online` and the page becoming visible, and runs a first pass. */
  start(): void;
  stop(): void;
  /** Resolves once no pass is running or due at once; for tests and for flushing. */
  idle(): Promise<void>;
};

/** 2 s, 5 s, 15 s, 30 s, then every minute: quick after a dropped packet, gentle in a dead zone. */
export const DEFAULT_BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

type LockManagerLike = {
  request<T>(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
};

function lockManager(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks && typeof locks.request === "function" ? locks : null;
}

const browserOnline = () => globalThis.navigator?.onLine !== false;

/**
 * Drives a durable queue: one pass at a time, a new pass whenever something is added, when
 * the network comes back or the page is seen again, and a growing wait after failures. The
 * queue itself decides what a pass sends; this only decides when.
 */
export function createDrainer(options: DrainerOptions): Drainer {
  const { drain, lockName, backoffMs = DEFAULT_BACKOFF_MS, isOnline = browserOnline } = options;
  let running: Promise<void> | null = null;
  let again = false;
  /** The network came back (or the person asked) during a pass: a failure then is not final. */
  let urgent = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let started = false;
  let stopped = false;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  function schedule(ms: number) {
    clearTimer();
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      runSoon();
    }, ms);
  }

  async function passUnderLock(): Promise<DrainOutcome | "busy"> {
    const locks = lockManager();
    if (!locks) return drain();
    return locks.request(lockName, { ifAvailable: true }, async (lock) =>
      lock ? drain() : ("busy" as const),
    );
  }

  async function run() {
    do {
      again = false;
      urgent = false;
      // No network: the `online` event brings us back, and a slow poll covers browsers whose
      // `onLine` is wrong in the other direction.
      if (!isOnline()) {
        schedule(backoffMs[backoffMs.length - 1] ?? 60_000);
        return;
      }
      let outcome: DrainOutcome | "busy";
      try {
        outcome = await passUnderLock();
      } catch (error) {
        options.onError?.(error);
        outcome = "retry";
      }
      if (outcome === "retry" && urgent) {
        failures = 0;
        again = true;
        continue;
      }
      if (outcome === "retry") {
        failures++;
        schedule(backoffMs[Math.min(failures, backoffMs.length) - 1] ?? 60_000);
        return;
      }
      if (outcome === "busy") {
        // Another tab is sending this queue; look again shortly in case it stops.
        schedule(backoffMs[0] ?? 2_000);
        return;
      }
      failures = 0;
      if (outcome === "blocked") return;
    } while (again);
  }

  function runSoon() {
    if (running) {
      again = true;
      return;
    }
    clearTimer();
    running = run().finally(() => {
      running = null;
    });
  }

  function kick() {
    if (failures > 0 && timer !== null) return;
    runSoon();
  }

  function retryNow() {
    failures = 0;
    if (running) urgent = true;
    runSoon();
  }

  const handleVisibility = () => {
    if (document.visibilityState === "visible") retryNow();
  };

  return {
    kick,
    retryNow,
    start() {
      if (started) return;
      started = true;
      stopped = false;
      window.addEventListener("online", retryNow);
      document.addEventListener("visibilitychange", handleVisibility);
      retryNow();
    },
    stop() {
      started = false;
      stopped = true;
      window.removeEventListener("online", retryNow);
      document.removeEventListener("visibilitychange", handleVisibility);
      clearTimer();
    },
    async idle() {
      while (running) await running;
    },
  };
}
