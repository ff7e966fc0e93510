import { z } from "zod";

/** Where a live map starts before it has anything to show (spec part 2 §9). */
export const MAP_DEFAULTS = {
  center: { latitude: 37.7749, longitude: -122.4194 },
  zoom: 11,
  /** Fitting the map to its markers never zooms in closer than this. */
  maxFitZoom: 15,
  /** Embedded maps (dashboards, job tabs) are this tall. */
  embeddedHeightPx: 400,
} as const;

/**
 * A raster tile layer for street maps. Optional and set at build time: by default the map
 * draws the country and state outlines shipped with the app and asks no server for anything
 * (no third-party tile server is written into the code).
 */
const TilesSchema = z.object({
  url: z.string().regex(/^(https:\/\/|\/)[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/, {
    error: "VITE_MAP_TILE_URL must be an https:// or same-site URL with {z}, {x} and {y}",
  }),
  attribution: z
    .string()
    .min(1, { error: "VITE_MAP_TILE_ATTRIBUTION is required with a tile URL" }),
  maxZoom: z.coerce.number().int().min(1).max(22).default(19),
});
export type TileConfig = z.infer<typeof TilesSchema>;

/** The configured tiles, or null for the outline basemap. A bad setting is reported, not fatal. */
export function tileConfigFrom(env: Record<string, string | undefined>): TileConfig | null {
  if (!env.VITE_MAP_TILE_URL) return null;
  const parsed = TilesSchema.safeParse({
    url: env.VITE_MAP_TILE_URL,
    attribution: env.VITE_MAP_TILE_ATTRIBUTION,
    maxZoom: env.VITE_MAP_TILE_MAX_ZOOM,
  });
  if (parsed.success) return parsed.data;
  console.error(`Map tiles not used: ${z.prettifyError(parsed.error)}`);
  return null;
}
