/**
 * The one source of "now" for the server. Services, workers and the event bus read the time
 * only through a Clock handed to them by the composition root, so tests can move time
 * instead of sleeping.
 */
export type Clock = {
  now(): Date;
};

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock tests move by hand. It keeps running at real speed from wherever it was last set,
 * so rows written one after another still sort in the order they were written.
 */
export type TestClock = Clock & {
  /** From now on the clock reads `at`, and runs on from there. */
  set(at: Date | string): void;
  /** Moves the clock forward (or back, with a negative number) by `ms` milliseconds. */
  advance(ms: number): void;
  /**
   * Stops the clock where it is: from now on it moves only by `set` and `advance`, for tests
   * whose answers quote a duration to the second however slowly the machine runs.
   */
  freeze(): void;
};

export function createTestClock(start?: Date | string): TestClock {
  let offset = start === undefined ? 0 : new Date(start).getTime() - Date.now();
  let frozenAt: number | null = null;
  return {
    now: () => new Date(frozenAt ?? Date.now() + offset),
    set(at) {
      const time = new Date(at).getTime();
      if (frozenAt === null) offset = time - Date.now();
      else frozenAt = time;
    },
    advance(ms) {
      if (frozenAt === null) offset += ms;
      else frozenAt += ms;
    },
    freeze() {
      frozenAt ??= Date.now() + offset;
    },
  };
}

/**
 * Runs a task once, a while from now: a short grace before acting on something that may
 * yet be undone. Tasks are not durable; whatever they do, a periodic worker must also do.
 */
export type Scheduler = {
  later(task: () => Promise<void>, ms: number): void;
  /** Drops every task still waiting (the server is stopping). */
  cancelAll(): void;
};

/** Real timers; a task that fails is logged. */
export function createTimerScheduler(logger: {
  error(context: object, message: string): void;
}): Scheduler {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    later(task, ms) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        task().catch((error: unknown) => logger.error({ err: error }, "A delayed task failed"));
      }, ms);
      // A task waiting is no reason to keep the process alive.
      timer.unref();
      timers.add(timer);
    },
    cancelAll() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** Tasks held until a test runs those due by its clock: time moves only when the test says. */
export type ManualScheduler = Scheduler & {
  /** Runs (in order) every task due by `clock.now()`, and waits for them. */
  runDue(): Promise<void>;
};

export function createManualScheduler(clock: Clock): ManualScheduler {
  let waiting: Array<{ due: number; task: () => Promise<void> }> = [];
  return {
    later(task, ms) {
      waiting.push({ due: clock.now().getTime() + ms, task });
    },
    cancelAll() {
      waiting = [];
    },
    async runDue() {
      const now = clock.now().getTime();
      const due = waiting.filter((entry) => entry.due <= now).sort((a, b) => a.due - b.due);
      waiting = waiting.filter((entry) => entry.due > now);
      for (const entry of due) await entry.task();
    },
  };
}
