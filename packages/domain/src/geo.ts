const EARTH_RADIUS_M = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (spec part 2 §9: earth radius 6371 km). */
export function haversineMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Minutes to cover `metres` at `metresPerSecond`, or null when not moving. */
export function etaMinutes(metres: number, metresPerSecond: number | null): number | null {
  if (!metresPerSecond || metresPerSecond < 1) return null;
  return Math.max(1, Math.round(metres / metresPerSecond / 60));
}
