import L from "leaflet";
import type { Outlines, ProjectedPath } from "./basemap";

export type OutlineColours = { land: string; border: string };

const TILE = 256;

const overlaps = (path: ProjectedPath, scale: number, x0: number, y0: number) =>
  path.maxX * scale >= x0 - 1 &&
  path.minX * scale <= x0 + TILE + 1 &&
  path.maxY * scale >= y0 - 1 &&
  path.minY * scale <= y0 + TILE + 1;

function trace(
  context: CanvasRenderingContext2D,
  path: ProjectedPath,
  scale: number,
  x0: number,
  y0: number,
  close: boolean,
) {
  const { xs, ys } = path;
  context.moveTo(xs[0]! * scale - x0, ys[0]! * scale - y0);
  for (let i = 1; i < xs.length; i++) context.lineTo(xs[i]! * scale - x0, ys[i]! * scale - y0);
  if (close) context.closePath();
}

/**
 * The outline basemap as canvas tiles: each tile draws only the land and borders that cross
 * it, from coordinates projected once, so zooming costs a few milliseconds and never touches
 * the trucks' canvas. Leaflet keeps, moves and discards the tiles as for any tile layer.
 */
export class OutlineLayer extends L.GridLayer {
  constructor(
    private readonly outlines: Outlines,
    private colours: OutlineColours,
    options?: L.GridLayerOptions,
  ) {
    super({ updateWhenZooming: false, ...options });
  }

  setColours(colours: OutlineColours) {
    this.colours = colours;
    this.redraw();
  }

  override createTile(coords: L.Coords): HTMLElement {
    const tile = document.createElement("canvas");
    const ratio = window.devicePixelRatio || 1;
    tile.width = TILE * ratio;
    tile.height = TILE * ratio;
    const context = tile.getContext("2d");
    if (!context) return tile;
    context.scale(ratio, ratio);
    const scale = 2 ** coords.z;
    const x0 = coords.x * TILE;
    const y0 = coords.y * TILE;

    context.beginPath();
    for (const polygon of this.outlines.land) {
      const [outer] = polygon;
      if (!outer || !overlaps(outer, scale, x0, y0)) continue;
      for (const ring of polygon) trace(context, ring, scale, x0, y0, true);
    }
    context.fillStyle = this.colours.land;
    context.fill("evenodd");

    context.beginPath();
    for (const line of this.outlines.borders) {
      if (overlaps(line, scale, x0, y0)) trace(context, line, scale, x0, y0, false);
    }
    context.strokeStyle = this.colours.border;
    context.lineWidth = 1;
    context.lineJoin = "round";
    context.stroke();
    return tile;
  }
}
