import {
  type Fence,
  type FoundStop,
  haversineMetres,
  isBeyondBox,
  STOPS,
  signedDistanceMetres,
} from "@haulwise/domain";
import { stableId } from "./visits.js";

/**
 * Places where trucks stop again and again (the stops themselves are found by the domain's
 * `findStops`, which replay uses too): what "make this a site?" offers where no fence is drawn yet.
 */

export type PlaceOffer = {
  id: string;
  centre: { latitude: number; longitude: number };
  radiusMetres: number;
  stops: number;
  drivers: number;
  averageStopSeconds: number;
};

/**
 * Places where several trucks stopped repeatedly, away from every fence already drawn: the
 * stops grouped by nearness, each offered with a circle around them, most stops first.
 */
export function placesToOffer(
  scope: string,
  stops: ReadonlyArray<FoundStop & { driverId: string }>,
  fences: readonly Fence[],
): PlaceOffer[] {
  const free = stops.filter(
    (stop) =>
      !fences.some(
        (fence) =>
          !isBeyondBox(fence, stop, STOPS.placeMetres) &&
          signedDistanceMetres(fence, stop) <= STOPS.radiusMetres,
      ),
  );
  // Group stops whose centres lie within reach of each other (union–find).
  const parent = free.map((_, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) {
      parent[index] = parent[parent[index]!]!;
      index = parent[index]!;
    }
    return index;
  };
  const order = free.map((_, index) => index).sort((a, b) => free[a]!.latitude - free[b]!.latitude);
  const dLat = STOPS.placeMetres / 111_195;
  for (let i = 0; i < order.length; i++) {
    for (let j = i + 1; j < order.length; j++) {
      const a = free[order[i]!]!;
      const b = free[order[j]!]!;
      if (b.latitude - a.latitude > dLat) break;
      if (haversineMetres(a, b) <= STOPS.placeMetres) parent[root(order[i]!)] = root(order[j]!);
    }
  }
  const groups = new Map<number, Array<FoundStop & { driverId: string }>>();
  free.forEach((stop, index) => {
    const key = root(index);
    groups.set(key, [...(groups.get(key) ?? []), stop]);
  });
  const offers: PlaceOffer[] = [];
  for (const group of groups.values()) {
    const drivers = new Set(group.map((stop) => stop.driverId)).size;
    if (group.length < STOPS.minStops || drivers < STOPS.minDrivers) continue;
    const centre = {
      latitude: group.reduce((sum, stop) => sum + stop.latitude, 0) / group.length,
      longitude: group.reduce((sum, stop) => sum + stop.longitude, 0) / group.length,
    };
    const spread = Math.max(
      ...group.map((stop) => haversineMetres(centre, stop) + stop.radiusMetres),
    );
    offers.push({
      id: stableId(`place|${scope}|${centre.latitude.toFixed(3)}|${centre.longitude.toFixed(3)}`),
      centre,
      radiusMetres: Math.round(Math.min(500, Math.max(50, spread + 20))),
      stops: group.length,
      drivers,
      averageStopSeconds: Math.round(
        group.reduce((sum, stop) => sum + (stop.endedAt - stop.startedAt) / 1000, 0) / group.length,
      ),
    });
  }
  return offers
    .sort((a, b) => b.stops - a.stops || b.drivers - a.drivers || a.id.localeCompare(b.id))
    .slice(0, STOPS.maxSuggestions);
}
