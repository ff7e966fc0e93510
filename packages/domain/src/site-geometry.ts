/**
 * Fences on the ground: how far a point lies from a site's edge. Distances are worked out on a
 * flat projection centred on the fence (equirectangular, metres), which is exact to well under
 * a metre across the 20 km a fence may span, and costs a few multiplications per point instead
 * of a great-circle formula per edge.
 */

export type GeoPoint = { latitude: number; longitude: number };

export type CircleGeometry = { type: "circle"; center: GeoPoint; radiusMetres: number };
export type PolygonGeometry = { type: "polygon"; points: GeoPoint[] };
export type SiteGeometry = CircleGeometry | PolygonGeometry;

const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_M;

/** A fence made ready for many distance checks: projected once around its own centre. */
export type Fence = {
  readonly geometry: SiteGeometry;
  /** Centre of the projection (the circle's centre, or the polygon's box centre). */
  readonly lat0: number;
  readonly lon0: number;
  readonly cosLat0: number;
  /** Circle radius in metres (circles only). */
  readonly radius: number;
  /** Polygon corners in projected metres, x east and y north (polygons only). */
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  /** The box around the fence in degrees, for a cheap "nowhere near" test. */
  readonly box: { south: number; west: number; north: number; east: number };
};

/** The box (degrees) that holds the fence. */
export function boundingBoxOf(geometry: SiteGeometry) {
  if (geometry.type === "circle") {
    const dLat = geometry.radiusMetres / METRES_PER_DEGREE;
    const cos = Math.max(0.01, Math.cos((geometry.center.latitude * Math.PI) / 180));
    const dLon = dLat / cos;
    return {
      south: geometry.center.latitude - dLat,
      north: geometry.center.latitude + dLat,
      west: geometry.center.longitude - dLon,
      east: geometry.center.longitude + dLon,
    };
  }
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (const point of geometry.points) {
    south = Math.min(south, point.latitude);
    north = Math.max(north, point.latitude);
    west = Math.min(west, point.longitude);
    east = Math.max(east, point.longitude);
  }
  return { south, west, north, east };
}

export function fenceOf(geometry: SiteGeometry): Fence {
  const box = boundingBoxOf(geometry);
  const lat0 = geometry.type === "circle" ? geometry.center.latitude : (box.south + box.north) / 2;
  const lon0 = geometry.type === "circle" ? geometry.center.longitude : (box.west + box.east) / 2;
  const cosLat0 = Math.cos((lat0 * Math.PI) / 180);
  const points = geometry.type === "polygon" ? geometry.points : [];
  const xs = new Float64Array(points.length);
  const ys = new Float64Array(points.length);
  points.forEach((point, index) => {
    xs[index] = (point.longitude - lon0) * cosLat0 * METRES_PER_DEGREE;
    ys[index] = (point.latitude - lat0) * METRES_PER_DEGREE;
  });
  return {
    geometry,
    lat0,
    lon0,
    cosLat0,
    radius: geometry.type === "circle" ? geometry.radiusMetres : 0,
    xs,
    ys,
    box,
  };
}

/** Distance from (x, y) to the segment a–b, all in metres. */
function segmentDistance(x: number, y: number, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length2));
  const px = ax + t * dx - x;
  const py = ay + t * dy - y;
  return Math.sqrt(px * px + py * py);
}

/**
 * How far the point lies from the fence's edge, in metres: negative inside (how deep), positive
 * outside, zero on the line.
 */
export function signedDistanceMetres(fence: Fence, point: GeoPoint): number {
  const x = (point.longitude - fence.lon0) * fence.cosLat0 * METRES_PER_DEGREE;
  const y = (point.latitude - fence.lat0) * METRES_PER_DEGREE;
  if (fence.geometry.type === "circle") return Math.sqrt(x * x + y * y) - fence.radius;
  const { xs, ys } = fence;
  const n = xs.length;
  let inside = false;
  let nearest = Number.POSITIVE_INFINITY;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = xs[i]!;
    const yi = ys[i]!;
    const xj = xs[j]!;
    const yj = ys[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    nearest = Math.min(nearest, segmentDistance(x, y, xi, yi, xj, yj));
  }
  return inside ? -nearest : nearest;
}

/** Whether the point lies within the fence (on the line counts as within). */
export const isInsideFence = (fence: Fence, point: GeoPoint) =>
  signedDistanceMetres(fence, point) <= 0;

/** How far the point is from the fence's edge when outside it; 0 inside. */
export const distanceToFenceMetres = (fence: Fence, point: GeoPoint) =>
  Math.max(0, signedDistanceMetres(fence, point));

/** Whether the point is certainly further than `metres` from the fence (a box test, no maths). */
export function isBeyondBox(fence: Fence, point: GeoPoint, metres: number) {
  const dLat = metres / METRES_PER_DEGREE;
  const dLon = dLat / Math.max(0.01, fence.cosLat0);
  const { box } = fence;
  return (
    point.latitude < box.south - dLat ||
    point.latitude > box.north + dLat ||
    point.longitude < box.west - dLon ||
    point.longitude > box.east + dLon
  );
}

/** The polygon's corners in metres around their box centre, for the shape checks below. */
function projected(points: GeoPoint[]) {
  const fence = fenceOf({ type: "polygon", points });
  return { xs: fence.xs, ys: fence.ys };
}

/** Area of a polygon in square metres (shoelace on the projection). */
export function polygonAreaSquareMetres(points: GeoPoint[]): number {
  const { xs, ys } = projected(points);
  let twice = 0;
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i++) {
    twice += xs[j]! * ys[i]! - xs[i]! * ys[j]!;
  }
  return Math.abs(twice) / 2;
}

const orientation = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));

/** Whether two edges that share no corner cross or touch. */
function edgesMeet(
  [ax, ay, bx, by]: [number, number, number, number],
  [cx, cy, dx, dy]: [number, number, number, number],
) {
  const o1 = orientation(ax, ay, bx, by, cx, cy);
  const o2 = orientation(ax, ay, bx, by, dx, dy);
  const o3 = orientation(cx, cy, dx, dy, ax, ay);
  const o4 = orientation(cx, cy, dx, dy, bx, by);
  if (o1 !== o2 && o3 !== o4) return true;
  const onSegment = (px: number, py: number, qx: number, qy: number, rx: number, ry: number) =>
    Math.min(px, rx) <= qx &&
    qx <= Math.max(px, rx) &&
    Math.min(py, ry) <= qy &&
    qy <= Math.max(py, ry);
  return (
    (o1 === 0 && onSegment(ax, ay, cx, cy, bx, by)) ||
    (o2 === 0 && onSegment(ax, ay, dx, dy, bx, by)) ||
    (o3 === 0 && onSegment(cx, cy, ax, ay, dx, dy)) ||
    (o4 === 0 && onSegment(cx, cy, bx, by, dx, dy))
  );
}

/** Whether any two edges of the polygon that are not neighbours cross (a figure of eight). */
export function polygonCrossesItself(points: GeoPoint[]): boolean {
  const { xs, ys } = projected(points);
  const n = xs.length;
  const edge = (i: number): [number, number, number, number] => {
    const j = (i + 1) % n;
    return [xs[i]!, ys[i]!, xs[j]!, ys[j]!];
  };
  for (let i = 0; i < n; i++) {
    for (let k = i + 2; k < n; k++) {
      if (i === 0 && k === n - 1) continue;
      if (edgesMeet(edge(i), edge(k))) return true;
    }
  }
  return false;
}

/** The longest distance across the fence's box, in metres. */
export function spanMetres(geometry: SiteGeometry): number {
  if (geometry.type === "circle") return 2 * geometry.radiusMetres;
  const box = boundingBoxOf(geometry);
  const cos = Math.cos((((box.south + box.north) / 2) * Math.PI) / 180);
  const height = (box.north - box.south) * METRES_PER_DEGREE;
  const width = (box.east - box.west) * cos * METRES_PER_DEGREE;
  return Math.sqrt(height * height + width * width);
}

/** The point in the middle of the fence's box: where a label or a map view goes. */
export function centreOf(geometry: SiteGeometry): GeoPoint {
  if (geometry.type === "circle") return geometry.center;
  const box = boundingBoxOf(geometry);
  return { latitude: (box.south + box.north) / 2, longitude: (box.west + box.east) / 2 };
}
