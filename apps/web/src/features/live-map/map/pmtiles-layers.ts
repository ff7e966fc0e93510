import type { Basemap } from "@haulwise/domain";
import { MAP_MAX_ZOOM } from "@haulwise/domain";
import L from "leaflet";
import { PMTiles } from "pmtiles";
import { leafletLayer } from "protomaps-leaflet";

type PmtilesBasemap = Extract<Basemap, { kind: "pmtiles" }>;

/** A basemap layer that may redraw itself for the dark theme. */
export type ThemedLayer = { layer: L.Layer; setDark(dark: boolean): ThemedLayer };

const boundsOf = ({ bounds }: PmtilesBasemap): L.LatLngBoundsExpression => [
  [bounds.south, bounds.west],
  [bounds.north, bounds.east],
];

/**
 * Vector tiles (the Protomaps basemap's layers) drawn on canvases by protomaps-leaflet, in its
 * light or dark colours; past the file's deepest zoom its tiles are drawn larger. Every tile is
 * a byte range of the one file Haulwise serves.
 */
function vectorLayer(archive: PMTiles, basemap: PmtilesBasemap, dark: boolean, pane: string) {
  const layer = leafletLayer({
    url: archive,
    flavor: dark ? "dark" : "light",
    lang: "en",
    pane,
    maxDataZoom: basemap.maxZoom,
    maxZoom: MAP_MAX_ZOOM,
    // The map credits the file itself (engine.ts), not the library's default credit.
    attribution: "",
  }) as unknown as L.Layer;
  return {
    layer,
    setDark: (next: boolean) => vectorLayer(archive, basemap, next, pane),
  };
}

/** Image tiles from the file: each one a range read turned into a picture. */
const RasterLayer = L.GridLayer.extend({
  initialize(
    this: L.GridLayer & { archive: PMTiles },
    archive: PMTiles,
    options: L.GridLayerOptions,
  ) {
    this.archive = archive;
    L.setOptions(this, options);
  },
  createTile(
    this: { archive: PMTiles },
    coords: L.Coords,
    done: (error: Error | undefined, tile: HTMLElement) => void,
  ) {
    const tile = document.createElement("img");
    tile.alt = "";
    this.archive
      .getZxy(coords.z, coords.x, coords.y)
      .then((found) => {
        if (!found) return done(undefined, tile);
        const url = URL.createObjectURL(new Blob([found.data]));
        tile.onload = () => {
          URL.revokeObjectURL(url);
          done(undefined, tile);
        };
        tile.onerror = () => done(new Error("unreadable map tile"), tile);
        tile.src = url;
      })
      .catch((error: Error) => done(error, tile));
    return tile;
  },
}) as unknown as new (
  archive: PMTiles,
  options: L.GridLayerOptions,
) => L.GridLayer;

/** The PMTiles basemap as a Leaflet layer in `pane`, for the theme it is shown in. */
export function pmtilesLayer(basemap: PmtilesBasemap, dark: boolean, pane: string): ThemedLayer {
  const archive = new PMTiles(basemap.url);
  if (basemap.tiles === "vector") return vectorLayer(archive, basemap, dark, pane);
  const raster: ThemedLayer = {
    // Image tiles have no dark version: the tile pane's filter inverts them (map.css).
    layer: new RasterLayer(archive, {
      minNativeZoom: basemap.minZoom,
      maxNativeZoom: basemap.maxZoom,
      maxZoom: MAP_MAX_ZOOM,
      bounds: boundsOf(basemap),
    }),
    setDark: () => raster,
  };
  return raster;
}
