import { z } from "zod";
import { messages } from "./messages.js";

const EARTH_RADIUS_M = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (spec part 2 §9: earth radius 6371 km). */
export function haversineMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  return haversineBetween(a.latitude, a.longitude, b.latitude, b.longitude);
}

/**
 * haversineMetres from (latitude1, longitude1) to (latitude2, longitude2): for loops over a
 * day's fixes held as columns, which would otherwise make two objects per step.
 */
export function haversineBetween(
  latitude1: number,
  longitude1: number,
  latitude2: number,
  longitude2: number,
): number {
  const dLat = toRadians(latitude2 - latitude1);
  const dLon = toRadians(longitude2 - longitude1);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(latitude1)) * Math.cos(toRadians(latitude2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Minutes to cover `metres` at `metresPerSecond`, or null when not moving. */
export function etaMinutes(metres: number, metresPerSecond: number | null): number | null {
  if (!metresPerSecond || metresPerSecond < 1) return null;
  return Math.max(1, Math.round(metres / metresPerSecond / 60));
}

/** A job site as navigation needs it: coordinates when the contractor set them, and its address. */
export type Destination = { latitude: number | null; longitude: number | null; address: string };

const hasCoordinates = (
  site: Destination,
): site is Destination & { latitude: number; longitude: number } =>
  site.latitude !== null && site.longitude !== null;

/**
 * A `geo:` URI (RFC 5870) that opens the phone's navigation app at the site: its coordinates
 * with the address as the label, or the address as a query (Android's `q=` form) when it has
 * none.
 */
export function geoUriOf(site: Destination): string {
  if (hasCoordinates(site)) {
    const point = `${site.latitude},${site.longitude}`;
    return `geo:${point}?q=${point}(${encodeURIComponent(site.address)})`;
  }
  return `geo:0,0?q=${encodeURIComponent(site.address)}`;
}

/**
 * A directions page on the web for the site, from a configured template whose
 * `{destination}` becomes the coordinates ("lat,lon") or, without them, the address.
 */
export function directionsUrlOf(template: string, site: Destination): string {
  const destination = hasCoordinates(site) ? `${site.latitude},${site.longitude}` : site.address;
  return template.replaceAll("{destination}", encodeURIComponent(destination));
}

/** How near a place found from an address is to the site: a ZIP code's centre, or a town's. */
export const PLACE_PRECISIONS = ["zip", "town"] as const;

/** Looking up where an address is, to start placing a job site from. */
export const PlaceQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, { error: messages.jobs.placeQueryEmpty })
    .max(300, { error: "An address can be at most 300 characters" }),
});

/** Where an address is, as near as the offline place list knows it. */
export const PlaceMatchSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** What was found, as a person reads it: "Fresno, CA" or "93721 (Fresno, CA)". */
  label: z.string(),
  precision: z.enum(PLACE_PRECISIONS),
});
export type PlaceMatch = z.infer<typeof PlaceMatchSchema>;
