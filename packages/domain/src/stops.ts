import { CYCLES } from "./cycles.js";
import { haversineBetween } from "./geo.js";

/**
 * Stops on a driver's trail: where the truck stayed put for a while. The server offers sites
 * from them ("Make this a site?") and a replay marks them, with the same rule.
 */

export type TrailFix = {
  t: number;
  latitude: number;
  longitude: number;
  accuracy: number | null;
};

export type FoundStop = {
  latitude: number;
  longitude: number;
  /** How far its fixes spread from its centre, in metres. */
  radiusMetres: number;
  startedAt: number;
  endedAt: number;
};

export const STOPS = {
  /** A stop lasts at least this long… */
  minMs: 3 * 60_000,
  /** …within this of its centre (or the fix's accuracy, if rougher, up to rule 1's limit). */
  radiusMetres: 30,
  /** Stops this close (centre to centre) are one place. */
  placeMetres: 75,
  /** A place is offered when this many stops of at least this many trucks were there. */
  minStops: 4,
  minDrivers: 2,
  /** At most this many offers at once, most stops first. */
  maxSuggestions: 10,
} as const;

/**
 * A driver's fixes as columns, oldest first (a replay's track is one): stops are found in them
 * without an object per fix.
 */
export type TrailColumns = {
  length: number;
  t: ArrayLike<number>;
  latitude: ArrayLike<number>;
  longitude: ArrayLike<number>;
  accuracy: ArrayLike<number | null>;
};

/** The stops in one driver's fixes (oldest first): stays within 30 m for 3 minutes or more. */
export function findStops(fixes: readonly TrailFix[]): FoundStop[] {
  return findStopsIn({
    length: fixes.length,
    t: fixes.map((fix) => fix.t),
    latitude: fixes.map((fix) => fix.latitude),
    longitude: fixes.map((fix) => fix.longitude),
    accuracy: fixes.map((fix) => fix.accuracy),
  });
}

/** findStops over fixes held as columns. */
export function findStopsIn(fixes: TrailColumns): FoundStop[] {
  const stops: FoundStop[] = [];
  const usable = (i: number) => {
    const accuracy = fixes.accuracy[i] ?? null;
    return accuracy === null || accuracy <= CYCLES.maxUsefulAccuracyMetres;
  };
  // The stay under way: its usable fixes lie between `first` and `last`, `count` of them.
  let first = -1;
  let last = -1;
  let count = 0;
  let centreLatitude = 0;
  let centreLongitude = 0;
  const close = () => {
    if (count >= 2) {
      const startedAt = fixes.t[first]!;
      const endedAt = fixes.t[last]!;
      if (endedAt - startedAt >= STOPS.minMs) {
        let radiusMetres = Number.NEGATIVE_INFINITY;
        for (let i = first; i <= last; i++) {
          if (!usable(i)) continue;
          const metres = haversineBetween(
            centreLatitude,
            centreLongitude,
            fixes.latitude[i]!,
            fixes.longitude[i]!,
          );
          if (metres > radiusMetres) radiusMetres = metres;
        }
        stops.push({
          latitude: centreLatitude,
          longitude: centreLongitude,
          radiusMetres,
          startedAt,
          endedAt,
        });
      }
    }
    count = 0;
  };
  for (let i = 0; i < fixes.length; i++) {
    if (!usable(i)) continue;
    const latitude = fixes.latitude[i]!;
    const longitude = fixes.longitude[i]!;
    const reach = Math.max(STOPS.radiusMetres, fixes.accuracy[i] ?? 0);
    if (
      count > 0 &&
      haversineBetween(centreLatitude, centreLongitude, latitude, longitude) > reach
    ) {
      close();
    }
    if (count === 0) first = i;
    last = i;
    count += 1;
    centreLatitude += (latitude - centreLatitude) / count;
    centreLongitude += (longitude - centreLongitude) / count;
  }
  close();
  return stops;
}
