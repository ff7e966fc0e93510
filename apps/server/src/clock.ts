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
};

export function createTestClock(start?: Date | string): TestClock {
  let offset = start === undefined ? 0 : new Date(start).getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    set(at) {
      offset = new Date(at).getTime() - Date.now();
    },
    advance(ms) {
      offset += ms;
    },
  };
}
