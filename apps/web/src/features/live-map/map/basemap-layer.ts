import { type AttributionPart, type Basemap, MAP_MAX_ZOOM } from "@haulwise/domain";
import L from "leaflet";
import { loadOutlines } from "./basemap";
import { type OutlineColours, OutlineLayer } from "./outline-layer";
import type { ThemedLayer } from "./pmtiles-layers";

/** The basemap on a map: redrawn for the theme, taken off when another replaces it. */
export type ShownBasemap = {
  setDark(dark: boolean, colours: OutlineColours): void;
  remove(): void;
};

export const BASEMAP_PANES = {
  /** Vector streets drawn in the theme's own colours, outside the tile pane's inversion. */
  streets: "hw-streets",
  outlines: "hw-outlines",
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Leaflet writes its credit line as HTML: it is built here from text and web links only
 * (escaped), so nothing a map file or a setting says can become markup on the page.
 */
export function creditHtml(parts: readonly AttributionPart[]): string {
  return parts
    .map(({ text, href }) =>
      href === null
        ? escapeHtml(text)
        : `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(text)}</a>`,
    )
    .join("");
}

/**
 * Puts `basemap` on the map: the outlines shipped with the app (loaded in a worker), a raster
 * tile server, or the server's PMTiles file (its code loaded only then). `onFailed` hears of a
 * street map that could not be loaded; the outlines are shown instead.
 */
export function showBasemap(
  map: L.Map,
  basemap: Basemap,
  { dark, colours, onFailed }: { dark: boolean; colours: OutlineColours; onFailed(): void },
): ShownBasemap {
  let removed = false;
  const credit =
    basemap.kind === "outlines" ? "Outlines: Natural Earth" : creditHtml(basemap.attribution);
  map.attributionControl.addAttribution(credit);
  const dropCredit = () => map.attributionControl.removeAttribution(credit);

  if (basemap.kind === "outlines") {
    let layer: OutlineLayer | null = null;
    let current = colours;
    void loadOutlines().then((loaded) => {
      if (removed) return;
      layer = new OutlineLayer(loaded, current, { pane: BASEMAP_PANES.outlines }).addTo(map);
    });
    return {
      setDark(_dark, next) {
        current = next;
        layer?.setColours(next);
      },
      remove() {
        removed = true;
        layer?.remove();
        dropCredit();
      },
    };
  }

  if (basemap.kind === "tiles") {
    const layer = L.tileLayer(basemap.url, {
      maxNativeZoom: basemap.maxZoom,
      maxZoom: MAP_MAX_ZOOM,
    }).addTo(map);
    return {
      setDark() {},
      remove() {
        layer.remove();
        dropCredit();
      },
    };
  }

  let themed: ThemedLayer | null = null;
  let wantDark = dark;
  import("./pmtiles-layers")
    .then(({ pmtilesLayer }) => {
      if (removed) return;
      themed = pmtilesLayer(basemap, wantDark, BASEMAP_PANES.streets);
      themed.layer.addTo(map);
    })
    .catch((error: unknown) => {
      console.error("The street map could not be loaded", error);
      if (!removed) onFailed();
    });
  return {
    setDark(next) {
      wantDark = next;
      if (!themed) return;
      const redrawn = themed.setDark(next);
      if (redrawn === themed) return;
      themed.layer.remove();
      themed = redrawn;
      themed.layer.addTo(map);
    },
    remove() {
      removed = true;
      themed?.layer.remove();
      dropCredit();
    },
  };
}
