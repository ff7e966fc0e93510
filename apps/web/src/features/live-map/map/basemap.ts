import type { Geometry, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/** The United States in world-atlas (ISO 3166 numeric); drawn from the finer us-atlas states instead. */
const UNITED_STATES = "840";
/** Web Mercator stops here, as map tiles do. */
const MAX_LATITUDE = 85.051_128_8;

/**
 * A line or ring in Web Mercator pixels at zoom 0 (the world 256 px wide), with its bounds:
 * projected once, so drawing at any zoom is a multiply and a cull, not a projection per point.
 */
export type ProjectedPath = {
  xs: Float64Array;
  ys: Float64Array;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
};

export type Outlines = {
  /** Land to fill, one entry per polygon (outer ring and holes). */
  land: ProjectedPath[][];
  /** Borders to stroke: countries at 1:110m, US states at 1:10m. */
  borders: ProjectedPath[];
};

/** Longitude and latitude to zoom-0 Web Mercator pixels (Leaflet's EPSG:3857, 256 px tiles). */
export function projectPoint(longitude: number, latitude: number): [number, number] {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const x = ((longitude + 180) / 360) * 256;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * 256;
  return [x, y];
}

function projectPath(positions: Position[]): ProjectedPath {
  const xs = new Float64Array(positions.length);
  const ys = new Float64Array(positions.length);
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  positions.forEach(([longitude = 0, latitude = 0], i) => {
    const [x, y] = projectPoint(longitude, latitude);
    xs[i] = x;
    ys[i] = y;
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  });
  return { xs, ys, minX, minY, maxX, maxY };
}

function polygonsOf(geometry: Geometry | null): Position[][][] {
  if (geometry?.type === "Polygon") return [geometry.coordinates];
  if (geometry?.type === "MultiPolygon") return geometry.coordinates;
  return [];
}

/**
 * The basemap that needs no key and no network: Natural Earth outlines shipped in the app's
 * own bundle (world-atlas, us-atlas), loaded on their own after the map is on screen.
 */
export async function loadOutlines(): Promise<Outlines> {
  const [{ default: world }, { default: us }] = await Promise.all([
    import("world-atlas/countries-110m.json"),
    import("us-atlas/states-10m.json"),
  ]);
  const worldTopology = world as unknown as Topology<{ countries: GeometryCollection }>;
  const usTopology = us as unknown as Topology<{ states: GeometryCollection }>;
  const countries = feature(worldTopology, worldTopology.objects.countries).features.filter(
    (country) => country.id !== UNITED_STATES,
  );
  const states = feature(usTopology, usTopology.objects.states).features;
  const land = [...countries, ...states].flatMap((place) =>
    polygonsOf(place.geometry).map((polygon) => polygon.map(projectPath)),
  );
  const lines = [
    // The US outline comes from the finer states' mesh, not the world's.
    ...mesh(
      worldTopology,
      worldTopology.objects.countries,
      (a, b) => a.id !== UNITED_STATES && b.id !== UNITED_STATES,
    ).coordinates,
    ...mesh(usTopology, usTopology.objects.states).coordinates,
  ];
  return { land, borders: lines.map(projectPath) };
}
