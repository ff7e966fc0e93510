import { CYCLES } from "./cycles.js";
import { haversineMetres } from "./geo.js";

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

/** The stops in one driver's fixes (oldest first): stays within 30 m for 3 minutes or more. */
export function findStops(fixes: readonly TrailFix[]): FoundStop[] {
  const stops: FoundStop[] = [];
  let members: TrailFix[] = [];
  let centre = { latitude: 0, longitude: 0 };
  const close = () => {
    if (members.length >= 2) {
      const startedAt = members[0]!.t;
      const endedAt = members[members.length - 1]!.t;
      if (endedAt - startedAt >= STOPS.minMs) {
        const radiusMetres = Math.max(...members.map((fix) => haversineMetres(centre, fix)));
        stops.push({ ...centre, radiusMetres, startedAt, endedAt });
      }
    }
    members = [];
  };
  for (const fix of fixes) {
    if (fix.accuracy !== null && fix.accuracy > CYCLES.maxUsefulAccuracyMetres) continue;
    const reach = Math.max(STOPS.radiusMetres, fix.accuracy ?? 0);
    if (members.length > 0 && haversineMetres(centre, fix) > reach) close();
    members.push(fix);
    const n = members.length;
    centre = {
      latitude: centre.latitude + (fix.latitude - centre.latitude) / n,
      longitude: centre.longitude + (fix.longitude - centre.longitude) / n,
    };
  }
  close();
  return stops;
}
