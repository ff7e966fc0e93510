import type { Basemap, FoundStop, ReplayTrack } from "@haulwise/domain";
import L from "leaflet";
import { baseColours, createBaseMap, MAP_PANES } from "./base-map";
import { fenceBounds, fencePath, fenceStyle, type MapFence } from "./fence-layer";
import { MAP_DEFAULTS } from "./map-config";

export type ReplayEngineOptions = {
  container: HTMLElement;
  dark: boolean;
  /** What a stop's marker says ("Stopped 12 min from 07:10"). */
  describeStop(stop: FoundStop): string;
  /** A stop's marker was clicked: play from its start. */
  onSeek(t: number): void;
  /** The person dragged the map: following the truck would pull it back, so it stops. */
  onPersonMoved(): void;
  onBasemapFailed?(): void;
};

export type ReplayEngine = {
  setBasemap(basemap: Basemap): void;
  setDark(dark: boolean): void;
  /** The route, its stops and the visited sites' fences; the map fits them once. */
  setDay(day: {
    track: ReplayTrack;
    stops: readonly FoundStop[];
    fences: readonly MapFence[];
  }): void;
  /**
   * The truck at a moment: one marker moved on a canvas of its own, so nothing else redraws.
   * Following keeps it inside the middle of the view, panning only when it nears an edge.
   */
  moveTruck(latitude: number, longitude: number, seen: boolean, follow: boolean): void;
  destroy(): void;
};

const palette = (dark: boolean) => ({
  ...baseColours(dark),
  ...(dark
    ? { stop: "#fde047", truck: "#38bdf8", unseen: "#a8a29e" }
    : { stop: "#a16207", truck: "#0369a1", unseen: "#78716c" }),
});

/** How far inside the view (share of its size on each side) a followed truck may go. */
const FOLLOW_MARGIN = 0.2;

function textNode(text: string): HTMLElement {
  const span = document.createElement("span");
  span.textContent = text;
  return span;
}

/** The box around a day's fixes and the fences of the sites visited, or null for neither. */
function boundsOf(track: ReplayTrack, fences: readonly MapFence[]): L.LatLngBounds | null {
  let bounds: L.LatLngBounds | null = null;
  if (track.length > 0) {
    let south = Number.POSITIVE_INFINITY;
    let west = Number.POSITIVE_INFINITY;
    let north = Number.NEGATIVE_INFINITY;
    let east = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < track.length; i++) {
      const latitude = track.latitude[i]!;
      const longitude = track.longitude[i]!;
      if (latitude < south) south = latitude;
      if (latitude > north) north = latitude;
      if (longitude < west) west = longitude;
      if (longitude > east) east = longitude;
    }
    bounds = L.latLngBounds([south, west], [north, east]);
  }
  for (const fence of fences) {
    const around = fenceBounds(fence.geometry);
    bounds = bounds ? bounds.extend(around) : around;
  }
  return bounds;
}

/**
 * A replay's map: the day's route and stop markers on one canvas, the sites visited on
 * another, the truck alone on a third, so each frame of playback moves one circle. Loaded
 * lazily with Leaflet, as the live map's engine is, and made while the day is still on its
 * way: the canvases exist, sized, before there is anything to draw on them.
 */
export function createReplayEngine(options: ReplayEngineOptions): ReplayEngine {
  const { container } = options;
  let dark = options.dark;
  const base = createBaseMap({
    container,
    dark,
    onBasemapFailed: () => options.onBasemapFailed?.(),
  });
  const { map } = base;
  const routeRenderer = L.canvas({ pane: MAP_PANES.trail, tolerance: 6 }).addTo(map);
  const fencesRenderer = L.canvas({ pane: MAP_PANES.fences, tolerance: 3 }).addTo(map);
  const truckRenderer = L.canvas({ pane: MAP_PANES.trucks, padding: 0.1 }).addTo(map);

  const route = L.layerGroup().addTo(map);
  const fences = L.layerGroup().addTo(map);
  let shown: {
    track: ReplayTrack;
    stops: readonly FoundStop[];
    fences: readonly MapFence[];
  } | null = null;
  let truck: L.CircleMarker | null = null;
  let truckSeen = true;

  map.on("dragstart", () => options.onPersonMoved());

  const truckStyle = (seen: boolean): L.CircleMarkerOptions => {
    const colours = palette(dark);
    return {
      radius: 9,
      weight: 3,
      color: "#ffffff",
      fillColor: seen ? colours.truck : colours.unseen,
      fillOpacity: 1,
      dashArray: seen ? undefined : "3 3",
    };
  };

  /**
   * The route is every fix, drawn as it is: a canvas strokes thousands of points in a
   * millisecond or two, while simplifying them first (Leaflet's smoothing, at each zoom and
   * pan) took longer than drawing what it saved.
   */
  function draw() {
    route.clearLayers();
    fences.clearLayers();
    if (!shown) return;
    const colours = palette(dark);
    for (const fence of shown.fences) {
      fencePath(fence.geometry, {
        ...fenceStyle(fence.kind ?? "site", dark),
        renderer: fencesRenderer,
      })
        .bindTooltip(textNode(fence.label), { sticky: true })
        .addTo(fences);
    }
    const { track } = shown;
    if (track.length > 0) {
      const points = new Array<L.LatLngTuple>(track.length);
      for (let i = 0; i < track.length; i++) points[i] = [track.latitude[i]!, track.longitude[i]!];
      L.polyline(points, {
        renderer: routeRenderer,
        color: colours.trail,
        weight: 4,
        opacity: 0.8,
        smoothFactor: 0,
        interactive: false,
      }).addTo(route);
    }
    for (const stop of shown.stops) {
      L.circleMarker([stop.latitude, stop.longitude], {
        renderer: routeRenderer,
        radius: 7,
        weight: 2,
        color: "#ffffff",
        fillColor: colours.stop,
        fillOpacity: 1,
      })
        .bindTooltip(textNode(options.describeStop(stop)))
        .on("click", () => options.onSeek(stop.startedAt))
        .addTo(route);
    }
    truck?.setStyle(truckStyle(truckSeen));
  }

  return {
    setBasemap: (next: Basemap) => base.setBasemap(next),
    setDark(next) {
      if (next === dark) return;
      dark = next;
      base.setDark(dark);
      draw();
    },
    setDay(day) {
      shown = day;
      route.clearLayers();
      fences.clearLayers();
      // Fitted while the canvases are empty, so the route is projected and drawn once, at
      // the zoom it is shown at.
      const bounds = boundsOf(day.track, day.fences);
      if (bounds) {
        map.fitBounds(bounds, {
          maxZoom: MAP_DEFAULTS.maxFitZoom,
          padding: [32, 32],
          animate: false,
        });
      }
      draw();
    },
    moveTruck(latitude, longitude, seen, follow) {
      const at = L.latLng(latitude, longitude);
      if (!truck) {
        truck = L.circleMarker(at, {
          renderer: truckRenderer,
          interactive: false,
          ...truckStyle(seen),
        }).addTo(map);
        truckSeen = seen;
      } else {
        truck.setLatLng(at);
        if (seen !== truckSeen) {
          truckSeen = seen;
          truck.setStyle(truckStyle(seen));
        }
      }
      if (!follow) return;
      const view = map.getBounds();
      const height = view.getNorth() - view.getSouth();
      const width = view.getEast() - view.getWest();
      const inner = L.latLngBounds(
        [view.getSouth() + height * FOLLOW_MARGIN, view.getWest() + width * FOLLOW_MARGIN],
        [view.getNorth() - height * FOLLOW_MARGIN, view.getEast() - width * FOLLOW_MARGIN],
      );
      if (!inner.contains(at)) map.panTo(at, { animate: false });
    },
    destroy: () => base.destroy(),
  };
}
