import L from "leaflet";

/** One truck's label: the text beside its marker and how much it matters when labels collide. */
export type TruckLabel = {
  id: string;
  text: string;
  latitude: number;
  longitude: number;
  /** Lower is placed first: the chosen truck, then fresh positions, then old ones. */
  rank: number;
  stale: boolean;
};

type Shown = { element: HTMLElement; label: TruckLabel; width: number };
type Box = { left: number; top: number; right: number; bottom: number };

/** Labels sit right of the marker's centre, clear of its ring, vertically centred on it. */
const OFFSET_X = 10;
const HEIGHT = 18;
/** Labels keep this much air between them, so two never read as one. */
const GAP = 2;

const overlaps = (a: Box, b: Box) =>
  a.left < b.right + GAP &&
  b.left < a.right + GAP &&
  a.top < b.bottom + GAP &&
  b.top < a.bottom + GAP;

/**
 * Truck numbers beside their markers, laid out again after every move, zoom and update so
 * that no two overlap: at fleet zoom the chosen truck and fresh positions keep their labels
 * and the rest wait until the map zooms in. Plain elements in a pane of their own (text
 * only), hidden during zoom animations; the list under the map names every truck for
 * assistive technology, so the labels are not read out twice.
 */
export function createTruckLabels(map: L.Map, paneName: string) {
  const pane = map.createPane(paneName);
  pane.style.zIndex = "460";
  pane.style.pointerEvents = "none";
  pane.classList.add("leaflet-zoom-hide");
  pane.setAttribute("aria-hidden", "true");
  const shown = new Map<string, Shown>();

  function elementFor(label: TruckLabel): Shown {
    const existing = shown.get(label.id);
    if (existing) {
      if (existing.label.text !== label.text) {
        existing.element.textContent = label.text;
        existing.width = 0;
      }
      existing.label = label;
      return existing;
    }
    const element = document.createElement("span");
    element.className = "hw-truck-label";
    element.textContent = label.text;
    pane.append(element);
    const entry = { element, label, width: 0 };
    shown.set(label.id, entry);
    return entry;
  }

  function layout() {
    const size = map.getSize();
    const placed: Box[] = [];
    const ordered = [...shown.values()].sort(
      (a, b) => a.label.rank - b.label.rank || a.label.text.localeCompare(b.label.text),
    );
    for (const entry of ordered) {
      const { label, element } = entry;
      const point = map.latLngToContainerPoint([label.latitude, label.longitude]);
      if (entry.width === 0) {
        element.hidden = false;
        entry.width = element.offsetWidth || label.text.length * 8 + 8;
      }
      const box = {
        left: point.x + OFFSET_X,
        top: point.y - HEIGHT / 2,
        right: point.x + OFFSET_X + entry.width,
        bottom: point.y + HEIGHT / 2,
      };
      const outside = box.right < 0 || box.left > size.x || box.bottom < 0 || box.top > size.y;
      if (outside || placed.some((other) => overlaps(box, other))) {
        element.hidden = true;
        continue;
      }
      placed.push(box);
      element.hidden = false;
      element.classList.toggle("hw-truck-label-stale", label.stale);
      L.DomUtil.setPosition(
        element,
        map.latLngToLayerPoint([label.latitude, label.longitude]).add([OFFSET_X, -HEIGHT / 2]),
      );
    }
  }

  map.on("zoomend moveend resize", layout);

  return {
    /** The labels to show now; anything not among them is removed. */
    set(labels: readonly TruckLabel[]) {
      const keep = new Set<string>();
      for (const label of labels) {
        keep.add(label.id);
        elementFor(label);
      }
      for (const [id, entry] of shown) {
        if (keep.has(id)) continue;
        entry.element.remove();
        shown.delete(id);
      }
      layout();
    },
  };
}
