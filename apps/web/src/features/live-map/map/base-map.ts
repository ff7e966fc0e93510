import { type Basemap, MAP_MAX_ZOOM } from "@haulwise/domain";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./map.css";
import { BASEMAP_PANES, type ShownBasemap, showBasemap } from "./basemap-layer";
import { MAP_DEFAULTS } from "./map-config";

/** The colours every map draws its ground and a driver's route in. */
export const baseColours = (dark: boolean) =>
  dark
    ? { land: "#292524", border: "#57534e", trail: "#fb923c" }
    : { land: "#f5f5f4", border: "#a8a29e", trail: "#c2410c" };

/** The layers a map draws on, bottom to top: what each engine puts where. */
export const MAP_PANES = {
  fences: "hw-fences",
  trail: "hw-trail",
  trucks: "hw-trucks",
} as const;

export type BaseMap = {
  map: L.Map;
  /** What is drawn under everything: outlines, a tile server or the server's street map file. */
  setBasemap(basemap: Basemap): void;
  setDark(dark: boolean): void;
  destroy(): void;
  /** True once destroyed: late answers (a street map's code) are then dropped. */
  readonly destroyed: boolean;
};

/**
 * A Leaflet map as every map in the app starts: San Francisco at zoom 11 until it has
 * something to show, zoom buttons, a scale, the credit line as text, and panes for the
 * basemap (vector streets and outlines above any image tiles, whose pane the dark theme
 * inverts), then fences, the trail and the trucks. A street map that cannot be loaded falls
 * back to the outlines and is reported through `onBasemapFailed`.
 */
export function createBaseMap(options: {
  container: HTMLElement;
  dark: boolean;
  /** Panning across the date line jumps back to the same world (the live maps). */
  worldCopyJump?: boolean;
  onBasemapFailed?(): void;
}): BaseMap {
  const { container } = options;
  let dark = options.dark;
  let destroyed = false;
  let basemap: { shown: ShownBasemap; of: Basemap } | null = null;
  const map = L.map(container, {
    center: [MAP_DEFAULTS.center.latitude, MAP_DEFAULTS.center.longitude],
    zoom: MAP_DEFAULTS.zoom,
    worldCopyJump: options.worldCopyJump ?? false,
    zoomControl: true,
    maxZoom: MAP_MAX_ZOOM,
  });
  // Credited as text: the map names no outside host unless tiles are configured.
  map.attributionControl.setPrefix("Leaflet");
  L.control.scale({ position: "bottomleft" }).addTo(map);
  for (const [name, zIndex] of [
    [BASEMAP_PANES.streets, 240],
    [BASEMAP_PANES.outlines, 250],
    [MAP_PANES.fences, 320],
    [MAP_PANES.trail, 350],
    [MAP_PANES.trucks, 450],
  ] as const) {
    map.createPane(name).style.zIndex = String(zIndex);
  }
  container.classList.toggle("hw-map-dark", dark);

  function install(next: Basemap) {
    basemap?.shown.remove();
    basemap = {
      of: next,
      shown: showBasemap(map, next, {
        dark,
        colours: baseColours(dark),
        onFailed() {
          if (destroyed || basemap?.of !== next) return;
          options.onBasemapFailed?.();
          install({ kind: "outlines" });
        },
      }),
    };
  }

  return {
    map,
    setBasemap(next) {
      if (basemap && JSON.stringify(basemap.of) === JSON.stringify(next)) return;
      install(next);
    },
    setDark(next) {
      dark = next;
      container.classList.toggle("hw-map-dark", dark);
      basemap?.shown.setDark(dark, baseColours(dark));
    },
    destroy() {
      destroyed = true;
      map.remove();
    },
    get destroyed() {
      return destroyed;
    },
  };
}
