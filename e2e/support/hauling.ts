/** A pit and a fill about 2 km apart, where the GPS journeys haul. */
export const PIT = { latitude: 36.8, longitude: -119.8 };
export const FILL = { latitude: 36.8, longitude: -119.7776 };
export const METRES_PER_DEGREE = 111_320;

/** A repeatable pseudo-random sequence: the same jitter every run. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** One fix as a phone's queue uploads it to /api/positions. */
export type Fix = {
  seq: number;
  recordedAt: string;
  latitude: number;
  longitude: number;
  accuracy: number;
  speed: number;
};
