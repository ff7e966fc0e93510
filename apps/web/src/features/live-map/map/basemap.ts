import type { FeatureCollection, MultiLineString } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/** The United States in world-atlas (ISO 3166 numeric); drawn from the finer us-atlas states instead. */
const UNITED_STATES = "840";

export type Outlines = {
  /** Land to fill: the world's countries at 1:110m, the US states at 1:10m. */
  land: FeatureCollection[];
  /** Borders between US states, each drawn once. */
  stateBorders: MultiLineString;
};

/**
 * The basemap that needs no key and no network: Natural Earth outlines shipped in the app's
 * own bundle (world-atlas, us-atlas). Loaded on its own, after the map is on screen.
 */
export async function loadOutlines(): Promise<Outlines> {
  const [{ default: world }, { default: us }] = await Promise.all([
    import("world-atlas/countries-110m.json"),
    import("us-atlas/states-10m.json"),
  ]);
  const worldTopology = world as unknown as Topology<{ countries: GeometryCollection }>;
  const usTopology = us as unknown as Topology<{ states: GeometryCollection }>;
  const countries = feature(worldTopology, worldTopology.objects.countries);
  const states = feature(usTopology, usTopology.objects.states);
  return {
    land: [
      {
        ...countries,
        features: countries.features.filter((country) => country.id !== UNITED_STATES),
      },
      states,
    ],
    stateBorders: mesh(usTopology, usTopology.objects.states, (a, b) => a !== b),
  };
}
