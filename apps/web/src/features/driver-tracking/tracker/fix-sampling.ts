import { haversineMetres, idleRadiusMetres, TRACKING } from "@haulwise/domain";

/** What deciding whether to keep a fix needs: where, how exact, and when (ms since 1970). */
export type Sample = { latitude: number; longitude: number; accuracy: number | null; at: number };

/**
 * Whether a fix from the browser is worth recording, given the last one recorded:
 * - never one that is not newer (a browser may hand back the fix it already gave);
 * - always one a minute after the last, so a parked truck still says it is there;
 * - never a wobble inside the fix's own accuracy (GPS noise of a truck standing still);
 * - a real move at most every 5 s, or at once when it is a long one.
 */
export function shouldRecord(last: Sample | null, next: Sample): boolean {
  if (!last) return true;
  const elapsed = next.at - last.at;
  if (elapsed <= 0) return false;
  if (elapsed >= TRACKING.stillFixIntervalMs) return true;
  const moved = haversineMetres(last, next);
  if (moved < idleRadiusMetres(next.accuracy)) return false;
  return elapsed >= TRACKING.minFixIntervalMs || moved >= TRACKING.recordAtOnceMetres;
}
