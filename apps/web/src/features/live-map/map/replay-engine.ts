import { type Basemap, type FoundStop, MAP_MAX_ZOOM, type ReplayTrack } from "@haulwise/domain";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./map.css";
import { BASEMAP_PANES, type ShownBasemap, showBasemap } from "./basemap-layer";
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

const palette = (dark: boolean) =>
  dark
    ? {
        land: "#292524",
        border: "#57534e",
        trail: "#fb923c",
        stop: "#fde047",
        truck: "#38bdf8",
        unseen: "#a8a29e",
      }
    : {
        land: "#f5f5f4",
        border: "#a8a29e",
        trail: "#c2410c",
        stop: "#a16207",
        truck: "#0369a1",
        unseen: "#78716c",
      };

/** How far inside the view (share of its size on each side) a followed truck may go. */
const FOLLOW_MARGIN = 0.2;

/**
 * How far (metres) the drawn route may stray from the fixes: a few pixels at the closest zoom,
 * nothing seen at street zoom, and a day's 8,640 fixes become the corners the truck turned.
 */
const ROUTE_TOLERANCE_METRES = 1;
const METRES_PER_DEGREE = 111_320;

/**
 * The day's route simplified once (Leaflet's own Douglas–Peucker, on metres east and north),
 * so the route canvas projects and draws a few hundred points at each zoom, not every fix.
 */
function routeOf(track: ReplayTrack): L.LatLngTuple[] {
  if (track.length === 0) return [];
  const east = METRES_PER_DEGREE * Math.cos((track.latitude[0]! * Math.PI) / 180);
  const points = new Array<L.Point>(track.length);
  for (let i = 0; i < track.length; i++) {
    points[i] = L.point(track.longitude[i]! * east, track.latitude[i]! * METRES_PER_DEGREE);
  }
  return L.LineUtil.simplify(points, ROUTE_TOLERANCE_METRES).map(
    (point): L.LatLngTuple => [point.y / METRES_PER_DEGREE, point.x / east],
  );
}

function textNode(text: string): HTMLElement {
  const span = document.createElement("span");
  span.textContent = text;
  return span;
}

/**
 * A replay's map: the day's route and stop markers on one canvas, the sites visited on
 * another, the truck alone on a third, so each frame of playback moves one circle. Loaded
 * lazily with Leaflet, as the live map's engine is.
 */
export function createReplayEngine(options: ReplayEngineOptions): ReplayEngine {
  const { container } = options;
  let dark = options.dark;
  const map = L.map(container, {
    center: [MAP_DEFAULTS.center.latitude, MAP_DEFAULTS.center.longitude],
    zoom: MAP_DEFAULTS.zoom,
    zoomControl: true,
    maxZoom: MAP_MAX_ZOOM,
  });
  map.attributionControl.setPrefix("Leaflet");
  L.control.scale({ position: "bottomleft" }).addTo(map);
  for (const [name, zIndex] of [
    [BASEMAP_PANES.streets, 240],
    [BASEMAP_PANES.outlines, 250],
    ["hw-fences", 320],
    ["hw-trail", 350],
    ["hw-trucks", 450],
  ] as const) {
    map.createPane(name).style.zIndex = String(zIndex);
  }
  const routeRenderer = L.canvas({ pane: "hw-trail", tolerance: 6 });
  const fencesRenderer = L.canvas({ pane: "hw-fences", tolerance: 3 });
  const truckRenderer = L.canvas({ pane: "hw-trucks", padding: 0.1 });

  const route = L.layerGroup().addTo(map);
  const fences = L.layerGroup().addTo(map);
  /** The shown day's route as drawn, simplified once per day. */
  let routePoints: L.LatLngTuple[] | null = null;
  let shown: {
    track: ReplayTrack;
    stops: readonly FoundStop[];
    fences: readonly MapFence[];
  } | null = null;
  let truck: L.CircleMarker | null = null;
  let truckSeen = true;
  let basemap: { shown: ShownBasemap; of: Basemap } | null = null;
  let destroyed = false;

  map.on("dragstart", () => options.onPersonMoved());

  function installBasemap(next: Basemap) {
    basemap?.shown.remove();
    basemap = {
      of: next,
      shown: showBasemap(map, next, {
        dark,
        colours: palette(dark),
        onFailed() {
          if (destroyed || basemap?.of !== next) return;
          options.onBasemapFailed?.();
          installBasemap({ kind: "outlines" });
        },
      }),
    };
  }

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
    routePoints ??= routeOf(shown.track);
    const points = routePoints;
    if (points.length > 0) {
      L.polyline(points, {
        renderer: routeRenderer,
        color: colours.trail,
        weight: 4,
        opacity: 0.8,
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

  function boundsOf(): L.LatLngBounds | null {
    if (!shown) return null;
    const { track } = shown;
    let bounds: L.LatLngBounds | null = null;
    if (track.length > 0) {
      let south = Number.POSITIVE_INFINITY;
      let west = Number.POSITIVE_INFINITY;
      let north = Number.NEGATIVE_INFINITY;
      let east = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < track.length; i++) {
        south = Math.min(south, track.latitude[i]!);
        north = Math.max(north, track.latitude[i]!);
        west = Math.min(west, track.longitude[i]!);
        east = Math.max(east, track.longitude[i]!);
      }
      bounds = L.latLngBounds([south, west], [north, east]);
    }
    for (const fence of shown.fences) {
      const around = fenceBounds(fence.geometry);
      bounds = bounds ? bounds.extend(around) : around;
    }
    return bounds;
  }

  return {
    setBasemap(next) {
      if (basemap && JSON.stringify(basemap.of) === JSON.stringify(next)) return;
      installBasemap(next);
    },
    setDark(next) {
      dark = next;
      container.classList.toggle("hw-map-dark", dark);
      basemap?.shown.setDark(dark, palette(dark));
      draw();
    },
    setDay(day) {
      shown = day;
      routePoints = null;
      draw();
      const bounds = boundsOf();
      if (bounds) {
        map.fitBounds(bounds, {
          maxZoom: MAP_DEFAULTS.maxFitZoom,
          padding: [32, 32],
          animate: false,
        });
      }
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
    destroy() {
      destroyed = true;
      map.remove();
    },
  };
}
