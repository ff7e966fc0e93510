import { z } from "zod";

/**
 * One piece of a map's credit line: text, and where it links to (an `https://` or `http://`
 * address) or null. A credit travels as pieces, never as HTML, so a credit written into a
 * downloaded map file can only ever be text and links on the page.
 */
export const AttributionPartSchema = z.object({
  text: z.string(),
  href: z.string().nullable(),
});
export type AttributionPart = z.infer<typeof AttributionPartSchema>;

/** Where the basemap's data lies, in degrees. */
export const MapBoundsSchema = z.object({
  west: z.number(),
  south: z.number(),
  east: z.number(),
  north: z.number(),
});
export type MapBounds = z.infer<typeof MapBoundsSchema>;

/**
 * What live maps draw under the trucks, as the server is configured when it runs:
 * - `outlines`: the country and state outlines shipped with the app (the default; no network);
 * - `tiles`: a raster tile server the operator is allowed to use (`{z}`, `{x}`, `{y}` in `url`);
 * - `pmtiles`: one PMTiles file (a region's streets) served by Haulwise itself, read by the
 *   browser a few byte ranges at a time; `tiles` says whether it holds vector or image tiles.
 */
export const BasemapSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("outlines") }),
  z.object({
    kind: z.literal("tiles"),
    url: z.string(),
    attribution: z.array(AttributionPartSchema),
    maxZoom: z.number().int(),
  }),
  z.object({
    kind: z.literal("pmtiles"),
    url: z.string(),
    attribution: z.array(AttributionPartSchema),
    tiles: z.enum(["vector", "raster"]),
    minZoom: z.number().int(),
    /** The deepest zoom the file holds; the map zooms further by enlarging it. */
    maxZoom: z.number().int(),
    bounds: MapBoundsSchema,
  }),
]);
export type Basemap = z.infer<typeof BasemapSchema>;

/** `GET /api/map-config`: how this server's maps are drawn. */
export const MapConfigSchema = z.object({ basemap: BasemapSchema });
export type MapConfig = z.infer<typeof MapConfigSchema>;

/** Where the server serves its PMTiles basemap. */
export const BASEMAP_FILE_PATH = "/api/map/basemap.pmtiles";

/** The deepest zoom a live map allows: a truck at a pit gate, whatever the basemap holds. */
export const MAP_MAX_ZOOM = 19;

const TAG = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>|<[^>]*>/gi;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&copy;": "©",
  "&nbsp;": " ",
};

const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39|copy|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
const stripTags = (html: string) => decode(html.replace(/<[^>]*>/g, ""));

/**
 * A credit as operators and map files write it (`<a href="https://…">© OpenStreetMap</a>`,
 * or plain text) into pieces: links keep their text and an http(s) address, every other tag is
 * dropped, entities are decoded. Nothing of it is ever put into a page as HTML.
 */
export function attributionParts(html: string): AttributionPart[] {
  const parts: AttributionPart[] = [];
  const push = (text: string, href: string | null) => {
    if (text === "") return;
    const last = parts.at(-1);
    if (href === null && last && last.href === null) last.text += text;
    else parts.push({ text, href });
  };
  let at = 0;
  for (const match of html.matchAll(TAG)) {
    push(decode(html.slice(at, match.index)), null);
    at = match.index + match[0].length;
    const inner = match[3];
    if (inner === undefined) continue;
    const href = decode((match[1] ?? match[2] ?? "").trim());
    const text = stripTags(inner);
    push(text, /^https?:\/\/[^\s]+$/i.test(href) ? href : null);
  }
  push(decode(html.slice(at)), null);
  return parts
    .map((part) => ({ ...part, text: part.text.replace(/\s+/g, " ") }))
    .filter((part) => part.text.trim() !== "");
}
