import type { Basemap, LivePosition, SiteGeometry } from "@haulwise/domain";
import L from "leaflet";
import { baseColours, createBaseMap, MAP_PANES } from "./base-map";
import { draftFence, fenceBounds, fencePath, fenceStyle, type MapFence } from "./fence-layer";
import { MAP_DEFAULTS } from "./map-config";
import { isStalePosition, markerPathOptions } from "./marker-style";
import { createTruckLabels, type TruckLabel } from "./truck-labels";

export type LatLng = { latitude: number; longitude: number };

/** A fixed place on the map: a job site, or the spot being chosen for one. */
export type MapSite = LatLng & { id: string; label: string };

/** What an info window says about a driver; the screen writes the words. */
export type Description = {
  title: string;
  lines: string[];
  /** A link under the lines (the driver's page), followed in the app without a reload. */
  link?: { href: string; text: string };
};

export type MapEngineOptions = {
  container: HTMLElement;
  dark: boolean;
  /** The time now (ms): positions older than STALE_POSITION_MS are faded. */
  now: number;
  describe(position: LivePosition): Description;
  onSelect(driverId: string | null): void;
  onMapClick(point: LatLng): void;
  /** A link in an info window was followed (the screen navigates). */
  onOpenLink?(href: string): void;
  /** The street map could not be loaded; the outlines are shown instead. */
  onBasemapFailed?(): void;
  /** The fence being drawn was changed by dragging one of its handles. */
  onDraftFenceChange?(geometry: SiteGeometry): void;
};

export type MapEngine = {
  /** What is drawn under everything: outlines, a tile server or the server's street map file. */
  setBasemap(basemap: Basemap): void;
  /** The drivers to show; applied at the next animation frame, however often it is called. */
  setPositions(positions: readonly LivePosition[]): void;
  setSites(sites: readonly MapSite[]): void;
  /** Sites' fences, drawn as outlines under the trail and the trucks. */
  setFences(fences: readonly MapFence[]): void;
  /** The fence being drawn, with handles to drag, or nothing. */
  setDraftFence(geometry: SiteGeometry | null): void;
  /** A line through the points (a driver's day), or nothing. */
  setTrail(points: readonly LatLng[] | null): void;
  /** Chooses a driver: their info window opens, and the map moves so all of it shows. */
  setSelected(driverId: string | null): void;
  /** While choosing a spot, clicks on the map are reported and the cursor says so. */
  setPicking(picking: boolean): void;
  setDraft(point: LatLng | null): void;
  /** Brings a spot into view at `zoom` (a place found from an address), as a person's move. */
  showPoint(point: LatLng, zoom: number): void;
  setDark(dark: boolean): void;
  /**
   * The time now: fades the positions that have grown old since and rewrites the open info
   * window ("3 minutes ago"). Called as the clock ticks, whether or not anything arrived.
   */
  setNow(nowMs: number): void;
  /** Shows every driver and site, no closer than zoom 15. */
  fitAll(): void;
  destroy(): void;
};

type Held = { marker: L.CircleMarker; position: LivePosition; stale: boolean };

const toLatLng = (point: LatLng): L.LatLngTuple => [point.latitude, point.longitude];

/** A marker's label: the truck's number, or the driver's name when they drive none. */
export const markerLabelOf = (position: LivePosition) =>
  position.truck ? `#${position.truck.number}` : position.name;

function pinIcon(kind: "site" | "draft") {
  return L.divIcon({
    className: `hw-map-pin hw-map-pin-${kind}`,
    html: "<span></span>",
    iconSize: [22, 22],
    iconAnchor: [11, 22],
  });
}

/**
 * Text for a tooltip or popup as a node: Leaflet writes string content with innerHTML, and a
 * job title or a name is whatever someone typed (lint/leaflet-text-content.grit holds to it).
 */
function textNode(text: string, className?: string): HTMLElement {
  const span = document.createElement("span");
  if (className) span.className = className;
  span.textContent = text;
  return span;
}

function popupContent(
  { title, lines, link }: Description,
  onOpenLink?: (href: string) => void,
): HTMLElement {
  const root = document.createElement("div");
  root.className = "hw-map-popup";
  const heading = document.createElement("strong");
  heading.textContent = title;
  root.append(heading);
  for (const line of lines) {
    const row = document.createElement("div");
    row.textContent = line;
    root.append(row);
  }
  if (link) {
    const anchor = document.createElement("a");
    anchor.href = link.href;
    anchor.textContent = link.text;
    anchor.className = "hw-map-popup-link";
    anchor.addEventListener("click", (event) => {
      if (!onOpenLink || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      onOpenLink(link.href);
    });
    root.append(anchor);
  }
  return root;
}

/**
 * The Leaflet side of a live map: trucks as circle markers on one shared canvas renderer
 * (DOM markers slow down past a few hundred), updates folded into one pass per animation
 * frame, the basemap and the trail on canvases of their own so moving trucks never redraw
 * them. Loaded lazily with Leaflet itself: only screens with a map pay for it.
 */
export function createMapEngine(options: MapEngineOptions): MapEngine {
  const { container, describe, onSelect, onMapClick } = options;
  let dark = options.dark;
  let now = options.now;
  const base = createBaseMap({
    container,
    dark,
    worldCopyJump: true,
    onBasemapFailed: () => options.onBasemapFailed?.(),
  });
  const { map } = base;
  const trucksRenderer = L.canvas({ pane: MAP_PANES.trucks, padding: 0.2, tolerance: 4 });
  const trailRenderer = L.canvas({ pane: MAP_PANES.trail });
  const fencesRenderer = L.canvas({ pane: MAP_PANES.fences, tolerance: 3 });

  const held = new Map<string, Held>();
  const labels = createTruckLabels(map, "hw-truck-labels");
  const sites = L.layerGroup().addTo(map);
  let trail: L.Polyline | null = null;
  const fences = L.layerGroup().addTo(map);
  let shownFences: readonly MapFence[] = [];
  let drawing: { geometry: SiteGeometry; layer: L.LayerGroup } | null = null;
  let draft: L.Marker | null = null;
  let pending: readonly LivePosition[] | null = null;
  let frame: number | null = null;
  let selected: string | null = null;
  let picking = false;
  let fitted = false;
  let personMoved = false;

  const popup = L.popup({ autoPan: false, closeButton: true, className: "hw-map-info" });
  popup.on("remove", () => {
    if (selected !== null && !base.destroyed) onSelect(null);
  });

  function applyTheme() {
    base.setDark(dark);
    trail?.setStyle({ color: baseColours(dark).trail });
    drawFences();
    if (drawing) showDraftFence(drawing.geometry);
    for (const entry of held.values()) restyle(entry);
  }

  function labelOf({ position, stale }: Held): TruckLabel {
    return {
      id: position.driverId,
      text: markerLabelOf(position),
      latitude: position.latitude,
      longitude: position.longitude,
      rank: position.driverId === selected ? 0 : stale ? 2 : 1,
      stale,
    };
  }

  function relabel() {
    labels.set([...held.values()].map(labelOf));
  }

  /** Draws the marker as its state, selection and age say. */
  function restyle(entry: Held) {
    const { position } = entry;
    entry.stale = isStalePosition(position, now);
    entry.marker.setStyle(
      markerPathOptions(position.state, dark, position.driverId === selected, entry.stale),
    );
  }

  applyTheme();

  // A person who has panned or zoomed keeps their view; only a fresh map fits itself.
  for (const event of ["pointerdown", "wheel", "keydown"] as const) {
    container.addEventListener(event, () => {
      personMoved = true;
    });
  }

  map.on("click", (event: L.LeafletMouseEvent) => {
    if (picking) {
      onMapClick({ latitude: event.latlng.lat, longitude: event.latlng.lng });
    } else if (selected !== null) {
      onSelect(null);
    }
  });

  function openPopupFor(entry: Held) {
    popup
      .setLatLng(entry.marker.getLatLng())
      .setContent(popupContent(describe(entry.position), options.onOpenLink));
    if (!map.hasLayer(popup)) popup.openOn(map);
  }

  /**
   * Moves the map just enough that the open info window shows whole inside it: a truck near
   * the map's edge would have its window's title cut off. Only on choosing, never as the
   * truck moves on, so live updates do not drag the map about.
   */
  function keepPopupInView() {
    const element = popup.getElement();
    if (!element) return;
    const box = element.getBoundingClientRect();
    const frame = container.getBoundingClientRect();
    const margin = 8;
    const dx =
      box.left < frame.left + margin
        ? box.left - frame.left - margin
        : Math.max(0, box.right - frame.right + margin);
    const dy =
      box.top < frame.top + margin
        ? box.top - frame.top - margin
        : Math.max(0, box.bottom - frame.bottom + margin);
    if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { animate: false });
  }

  function addMarker(position: LivePosition): Held {
    const stale = isStalePosition(position, now);
    const marker = L.circleMarker([position.latitude, position.longitude], {
      renderer: trucksRenderer,
      bubblingMouseEvents: false,
      ...markerPathOptions(position.state, dark, position.driverId === selected, stale),
    });
    marker.on("click", () => onSelect(position.driverId));
    marker.addTo(map);
    return { marker, position, stale };
  }

  function everything(): L.LatLngBounds | null {
    const points: L.LatLngTuple[] = [];
    for (const { position } of held.values()) points.push(toLatLng(position));
    sites.eachLayer((layer) => {
      const { lat, lng } = (layer as L.Marker).getLatLng();
      points.push([lat, lng]);
    });
    let bounds = points.length > 0 ? L.latLngBounds(points) : null;
    for (const fence of shownFences) {
      const around = fenceBounds(fence.geometry);
      bounds = bounds ? bounds.extend(around) : around;
    }
    return bounds;
  }

  function drawFences() {
    fences.clearLayers();
    for (const fence of shownFences) {
      fencePath(fence.geometry, {
        ...fenceStyle(fence.kind ?? "site", dark),
        renderer: fencesRenderer,
      })
        .bindTooltip(textNode(fence.label, "hw-fence-label"), { sticky: true })
        .addTo(fences);
    }
  }

  function showDraftFence(geometry: SiteGeometry | null) {
    drawing?.layer.remove();
    drawing = null;
    if (!geometry) return;
    const layer = draftFence(geometry, {
      dark,
      onChange: (next) => options.onDraftFenceChange?.(next),
    }).addTo(map);
    drawing = { geometry, layer };
  }

  function fit() {
    const bounds = everything();
    if (!bounds) return;
    map.fitBounds(bounds, { maxZoom: MAP_DEFAULTS.maxFitZoom, padding: [32, 32], animate: false });
    fitted = true;
  }

  function apply() {
    frame = null;
    const positions = pending;
    pending = null;
    if (!positions || base.destroyed) return;
    const seen = new Set<string>();
    let arrived = false;
    for (const position of positions) {
      seen.add(position.driverId);
      const entry = held.get(position.driverId);
      if (!entry) {
        const added = addMarker(position);
        held.set(position.driverId, added);
        if (position.driverId === selected) openPopupFor(added);
        arrived = true;
        continue;
      }
      const before = entry.position;
      if (before === position) continue;
      entry.position = position;
      if (before.latitude !== position.latitude || before.longitude !== position.longitude) {
        entry.marker.setLatLng([position.latitude, position.longitude]);
      }
      if (before.state !== position.state || entry.stale !== isStalePosition(position, now)) {
        restyle(entry);
      }
      if (position.driverId === selected) openPopupFor(entry);
    }
    for (const [driverId, entry] of held) {
      if (seen.has(driverId)) continue;
      entry.marker.remove();
      held.delete(driverId);
      if (driverId === selected) map.closePopup(popup);
    }
    if (!fitted || (arrived && !personMoved)) fit();
    relabel();
  }

  return {
    setBasemap: (next: Basemap) => base.setBasemap(next),
    setPositions(positions) {
      pending = positions;
      frame ??= requestAnimationFrame(apply);
    },
    setSites(next) {
      sites.clearLayers();
      for (const site of next) {
        L.marker(toLatLng(site), {
          icon: pinIcon("site"),
          title: site.label,
          alt: site.label,
          keyboard: false,
        })
          .bindTooltip(textNode(site.label))
          .addTo(sites);
      }
      if (!personMoved) fit();
    },
    setFences(next) {
      shownFences = next;
      drawFences();
      if (!personMoved) fit();
    },
    setDraftFence(geometry) {
      showDraftFence(geometry);
    },
    setTrail(points) {
      trail?.remove();
      trail = null;
      if (!points || points.length === 0) return;
      trail = L.polyline(points.map(toLatLng), {
        renderer: trailRenderer,
        color: baseColours(dark).trail,
        weight: 4,
        opacity: 0.85,
        interactive: false,
      }).addTo(map);
    },
    setSelected(driverId) {
      const previous = selected === null ? undefined : held.get(selected);
      selected = driverId;
      if (previous) restyle(previous);
      const entry = driverId === null ? undefined : held.get(driverId);
      relabel();
      if (!entry) {
        map.closePopup(popup);
        return;
      }
      restyle(entry);
      entry.marker.bringToFront();
      if (!map.getBounds().contains(entry.marker.getLatLng())) {
        map.panTo(entry.marker.getLatLng(), { animate: false });
      }
      openPopupFor(entry);
      keepPopupInView();
    },
    setPicking(next) {
      picking = next;
      container.classList.toggle("hw-map-picking", next);
    },
    setDraft(point) {
      draft?.remove();
      draft = point
        ? L.marker(toLatLng(point), {
            icon: pinIcon("draft"),
            keyboard: false,
            interactive: false,
          }).addTo(map)
        : null;
    },
    showPoint(point, zoom) {
      personMoved = true;
      fitted = true;
      map.setView(toLatLng(point), zoom, { animate: false });
    },
    setDark(next) {
      dark = next;
      applyTheme();
    },
    setNow(nowMs) {
      now = nowMs;
      let aged = false;
      for (const entry of held.values()) {
        if (entry.stale === isStalePosition(entry.position, now)) continue;
        restyle(entry);
        aged = true;
      }
      if (aged) relabel();
      const open = selected === null ? undefined : held.get(selected);
      if (open && map.hasLayer(popup)) openPopupFor(open);
    },
    fitAll() {
      personMoved = false;
      fit();
    },
    destroy() {
      if (frame !== null) cancelAnimationFrame(frame);
      base.destroy();
    },
  };
}
