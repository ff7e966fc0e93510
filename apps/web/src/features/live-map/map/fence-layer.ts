import type { GeoPoint, SiteGeometry } from "@haulwise/domain";
import L from "leaflet";
import { t } from "@/lib/i18n";

/**
 * A fence on the map, named. `kind` says how it is drawn: one of the company's sites, a job's
 * load or dump site (stronger), a place Haulwise suggests (dashed), or the one being drawn.
 */
export type MapFence = {
  id: string;
  label: string;
  geometry: SiteGeometry;
  kind?: FenceKind;
};
export type FenceKind = "site" | "load" | "dump" | "suggested";

const toLatLng = (point: GeoPoint): L.LatLngTuple => [point.latitude, point.longitude];
const fromLatLng = ({ lat, lng }: L.LatLng): GeoPoint => ({ latitude: lat, longitude: lng });

const COLOURS: Record<FenceKind | "draft", { light: string; dark: string }> = {
  site: { light: "#1d4ed8", dark: "#93c5fd" },
  load: { light: "#7e22ce", dark: "#d8b4fe" },
  dump: { light: "#047857", dark: "#6ee7b7" },
  suggested: { light: "#b45309", dark: "#fcd34d" },
  draft: { light: "#16a34a", dark: "#4ade80" },
};

export function fenceStyle(kind: FenceKind | "draft", dark: boolean): L.PathOptions {
  const colour = COLOURS[kind][dark ? "dark" : "light"];
  return {
    color: colour,
    weight: kind === "site" ? 2 : 3,
    opacity: 0.95,
    fillColor: colour,
    fillOpacity: kind === "draft" ? 0.15 : 0.08,
    dashArray: kind === "suggested" ? "6 6" : undefined,
  };
}

/** The fence as a Leaflet path. */
export function fencePath(geometry: SiteGeometry, options: L.PathOptions): L.Circle | L.Polygon {
  return geometry.type === "circle"
    ? L.circle(toLatLng(geometry.center), { ...options, radius: geometry.radiusMetres })
    : L.polygon(geometry.points.map(toLatLng), options);
}

/** Where the fence lies, for fitting the map to it. */
export function fenceBounds(geometry: SiteGeometry): L.LatLngBounds {
  if (geometry.type === "polygon") return L.latLngBounds(geometry.points.map(toLatLng));
  return L.latLng(toLatLng(geometry.center)).toBounds(geometry.radiusMetres * 2);
}

/** The point `metres` due east of `point`: where a circle's radius handle sits. */
function eastOf(point: GeoPoint, metres: number): L.LatLngTuple {
  const degrees = metres / (111_320 * Math.cos((point.latitude * Math.PI) / 180));
  return [point.latitude, point.longitude + degrees];
}

function handle(at: L.LatLngExpression, label: string, kind: "centre" | "edge" | "corner") {
  return L.marker(at, {
    draggable: true,
    keyboard: false,
    bubblingMouseEvents: false,
    title: label,
    alt: label,
    icon: L.divIcon({
      className: `hw-fence-handle hw-fence-handle-${kind}`,
      html: "<span></span>",
      iconSize: [18, 18],
      iconAnchor: [9, 9],
    }),
  });
}

/**
 * The fence being drawn, with handles to drag: a circle's centre moves it and the handle on its
 * edge sets its radius; a polygon's corners move one by one. The path follows the drag as it
 * happens; `onChange` hears the new fence when the handle is let go.
 */
export function draftFence(
  geometry: SiteGeometry,
  { dark, onChange }: { dark: boolean; onChange(geometry: SiteGeometry): void },
): L.LayerGroup {
  const group = L.layerGroup();
  const path = fencePath(geometry, { ...fenceStyle("draft", dark), interactive: false });
  group.addLayer(path);
  if (geometry.type === "circle") {
    const circle = path as L.Circle;
    let { center, radiusMetres } = geometry;
    const centre = handle(toLatLng(center), t("map.fence.moveFence"), "centre");
    const edge = handle(eastOf(center, radiusMetres), t("map.fence.radius"), "edge");
    centre.on("drag", () => {
      center = fromLatLng(centre.getLatLng());
      circle.setLatLng(centre.getLatLng());
      edge.setLatLng(eastOf(center, radiusMetres));
    });
    edge.on("drag", () => {
      radiusMetres = Math.max(1, Math.round(circle.getLatLng().distanceTo(edge.getLatLng())));
      circle.setRadius(radiusMetres);
    });
    const report = () => onChange({ type: "circle", center, radiusMetres });
    centre.on("dragend", report);
    edge.on("dragend", () => {
      edge.setLatLng(eastOf(center, radiusMetres));
      report();
    });
    group.addLayer(centre).addLayer(edge);
    return group;
  }
  const polygon = path as L.Polygon;
  const points = [...geometry.points];
  points.forEach((point, index) => {
    const corner = handle(toLatLng(point), t("map.fence.corner", { n: index + 1 }), "corner");
    corner.on("drag", () => {
      points[index] = fromLatLng(corner.getLatLng());
      polygon.setLatLngs(points.map(toLatLng));
    });
    corner.on("dragend", () => onChange({ type: "polygon", points: [...points] }));
    group.addLayer(corner);
  });
  return group;
}
