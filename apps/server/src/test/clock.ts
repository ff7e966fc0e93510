/** A clock that moves only when a test says so, for throttles and windows measured in minutes. */
export function testClock(start = Date.parse("2026-03-02T08:00:00Z")) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
  };
}
