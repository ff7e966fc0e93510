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
