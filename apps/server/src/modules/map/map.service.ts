import {
  attributionParts,
  BASEMAP_FILE_PATH,
  type Basemap,
  type MapConfig,
  messages,
} from "@haulwise/domain";
import type { FastifyBaseLogger } from "fastify";
import type { MapSettings } from "../../config.js";
import { notFound } from "../../http/app-error.js";
import {
  type FileVersion,
  type PmtilesSummary,
  summarisePmtiles,
  UnreadableMapFile,
  versionOf,
} from "./pmtiles-file.js";

export type MapService = ReturnType<typeof createMapService>;

/** The basemap file as it is now, and the tag that changes whenever the file does. */
export type BasemapFile = { file: string; tag: string };

const tagOf = (version: FileVersion) =>
  `${version.size.toString(36)}-${Math.trunc(version.modifiedMs).toString(36)}`;

/**
 * How live maps are drawn, from the server's settings at run time: a tile server, or a
 * PMTiles file beside the data (looked for each time a map asks, and read again only when it
 * changed, so one dropped in needs no restart), or the outlines the app ships with.
 */
export function createMapService({
  settings,
  logger,
}: {
  settings: MapSettings;
  logger: FastifyBaseLogger;
}) {
  let summary: { tag: string; read: Promise<PmtilesSummary | null> } | null = null;

  /** The file's summary for this version of it, or null when it cannot be used (logged once). */
  function summaryOf(file: string, tag: string): Promise<PmtilesSummary | null> {
    if (summary?.tag !== tag) {
      const read = summarisePmtiles(file).then(
        (found) => {
          if (found.attribution === null && !settings.pmtiles?.attribution) {
            logger.warn(
              { file },
              "The map file names no credit for its data: set MAP_PMTILES_ATTRIBUTION to the one its source asks for",
            );
          }
          return found;
        },
        (error: unknown) => {
          if (!(error instanceof UnreadableMapFile)) throw error;
          logger.error(
            { file, reason: error.message },
            "The map file cannot be used: maps show outlines",
          );
          return null;
        },
      );
      summary = { tag, read };
    }
    return summary.read;
  }

  async function currentFile(): Promise<(BasemapFile & { summary: PmtilesSummary }) | null> {
    if (!settings.pmtiles) return null;
    const { file } = settings.pmtiles;
    const version = await versionOf(file);
    if (!version) return null;
    const tag = tagOf(version);
    const found = await summaryOf(file, tag);
    return found ? { file, tag, summary: found } : null;
  }

  return {
    /** How this server's maps are drawn: what every signed-in screen with a map reads. */
    async config(): Promise<MapConfig> {
      if (settings.tiles) {
        const { url, attribution, maxZoom } = settings.tiles;
        return {
          basemap: { kind: "tiles", url, attribution: attributionParts(attribution), maxZoom },
        };
      }
      const current = await currentFile();
      if (!current) return { basemap: { kind: "outlines" } };
      const { summary: found, tag } = current;
      const credit = settings.pmtiles?.attribution ?? found.attribution ?? "";
      const basemap: Basemap = {
        kind: "pmtiles",
        // The tag changes with the file, so no browser mixes ranges of two versions.
        url: `${BASEMAP_FILE_PATH}?v=${tag}`,
        attribution: attributionParts(credit),
        tiles: found.tiles,
        minZoom: found.minZoom,
        maxZoom: found.maxZoom,
        bounds: found.bounds,
      };
      return { basemap };
    },

    /** The PMTiles file to serve byte ranges of, or a 404 when this server has none. */
    async basemapFile(): Promise<BasemapFile> {
      const current = await currentFile();
      if (!current) throw notFound(messages.map.noBasemapFile);
      return { file: current.file, tag: current.tag };
    },
  };
}
