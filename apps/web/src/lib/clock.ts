/**
 * The web app's one reading of the time, twin of the server's `clock.ts`: code asks
 * `clock.now()` (or `clock.nowMs()`), never `Date.now()` or `new Date()`, so every reading
 * is one a test controls from one place (`vi.setSystemTime`, or by replacing these) and
 * lint can hold the rule (scripts/check-web-rules.mjs).
 */
export const clock = {
  /** Milliseconds since 1970. */
  nowMs: (): number => Date.now(),
  /** The time now, as a Date. */
  now: (): Date => new Date(clock.nowMs()),
};

/**
 * From now on the clock reads `at` and runs `speed` times faster than the device's: the
 * demo's time, which the server keeps (its simulated day may run fast).
 */
export function runClockAt(at: number, speed: number) {
  const from = Date.now();
  clock.nowMs = () => at + (Date.now() - from) * speed;
}
