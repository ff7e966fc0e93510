/** A timer a clock started: `cancel` stops it (a no-op once a one-off timer has run). */
export type Timer = { cancel(): void };

/**
 * The one source of "now" for the server, and of the timers that run by it. Services,
 * workers, the event bus and the realtime hub read the time and start timers only through a
 * Clock handed to them by the composition root, so tests can move time instead of sleeping.
 */
export type Clock = {
  now(): Date;
  /** Runs `run` once, `ms` from now. */
  after(ms: number, run: () => void): Timer;
  /** Runs `run` every `ms`, until cancelled. */
  every(ms: number, run: () => void): Timer;
};

/** Real timers, which never keep the process alive on their own. */
const realTimers: Pick<Clock, "after" | "every"> = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
  every(ms, run) {
    const timer = setInterval(run, ms);
    timer.unref();
    return { cancel: () => clearInterval(timer) };
  },
};

export const systemClock: Clock = { now: () => new Date(), ...realTimers };

/** The wall clock's reading in milliseconds, for the few who must measure real time. */
export const wallClockMs = () => Date.now();

/**
 * The demo's clock: it reads `startAt` now and runs `speed` times faster than the wall clock,
 * its timers shortened to match, so a simulated day (and its alerts) passes in minutes.
 */
export function createScaledClock(startAt: number, speed: number): Clock {
  const realStart = Date.now();
  const scaled = (ms: number) => Math.max(1, Math.round(ms / speed));
  return {
    now: () => new Date(startAt + (Date.now() - realStart) * speed),
    after: (ms, run) => realTimers.after(scaled(ms), run),
    every: (ms, run) => realTimers.every(scaled(ms), run),
  };
}

/**
 * A clock tests move by hand. It keeps running at real speed from wherever it was last set,
 * so rows written one after another still sort in the order they were written; its timers
 * are real ones. A test that must run timers by hand uses `createManualClock`.
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
    ...realTimers,
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

/** A clock that stands still until the test moves it, and runs its timers as it moves. */
export type ManualClock = Clock & {
  /** Moves the clock forward by `ms`, running every timer that falls due, in time order. */
  advance(ms: number): void;
  /** How many timers wait to run. */
  pending(): number;
};

export function createManualClock(start: Date | string = "2026-01-05T08:00:00.000Z"): ManualClock {
  let at = new Date(start).getTime();
  type Waiting = { due: number; every: number | null; run: () => void };
  const waiting = new Set<Waiting>();
  const schedule = (entry: Waiting): Timer => {
    waiting.add(entry);
    return { cancel: () => waiting.delete(entry) };
  };
  return {
    now: () => new Date(at),
    after: (ms, run) => schedule({ due: at + ms, every: null, run }),
    every: (ms, run) => schedule({ due: at + ms, every: Math.max(1, ms), run }),
    advance(ms) {
      const until = at + ms;
      for (;;) {
        let next: Waiting | null = null;
        for (const entry of waiting) if (!next || entry.due < next.due) next = entry;
        if (!next || next.due > until) break;
        at = Math.max(at, next.due);
        if (next.every === null) waiting.delete(next);
        else next.due += next.every;
        next.run();
      }
      at = until;
    },
    pending: () => waiting.size,
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
