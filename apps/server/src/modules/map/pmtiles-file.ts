import { open, stat } from "node:fs/promises";
import type { MapBounds } from "@haulwise/domain";
import { PMTiles, type RangeResponse, type Source, TileType } from "pmtiles";

/** What the server needs to know of a PMTiles file to describe it to maps. */
export type PmtilesSummary = {
  tiles: "vector" | "raster";
  minZoom: number;
  maxZoom: number;
  bounds: MapBounds;
  /** The credit the file's metadata asks for (often HTML with a link), or null. */
  attribution: string | null;
};

/** The file as it is on disk now: its size and time of change tell one version from the next. */
export type FileVersion = { size: number; modifiedMs: number };

/** Reads byte ranges of a file on disk, as the pmtiles library reads ranges over HTTP. */
class DiskSource implements Source {
  constructor(private readonly file: string) {}

  getKey() {
    return this.file;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const handle = await open(this.file, "r");
    try {
      const data = new Uint8Array(length);
      const { bytesRead } = await handle.read(data, 0, length, offset);
      return { data: data.buffer.slice(0, bytesRead) };
    } finally {
      await handle.close();
    }
  }
}

const RASTER_TYPES = new Set([TileType.Png, TileType.Jpeg, TileType.Webp, TileType.Avif]);

export class UnreadableMapFile extends Error {}

/** The file's version, or null when there is no file there. */
export async function versionOf(file: string): Promise<FileVersion | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? { size: info.size, modifiedMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * The header and metadata of a PMTiles (version 3) file, through the pmtiles library; anything
 * else (another format, a version-2 file, tiles neither vector nor image) is refused.
 */
export async function summarisePmtiles(file: string): Promise<PmtilesSummary> {
  const archive = new PMTiles(new DiskSource(file));
  let header: Awaited<ReturnType<PMTiles["getHeader"]>>;
  try {
    header = await archive.getHeader();
  } catch (cause) {
    throw new UnreadableMapFile(`${file} is not a PMTiles file`, { cause });
  }
  if (header.specVersion !== 3) {
    throw new UnreadableMapFile(
      `${file} is a PMTiles version ${header.specVersion} file; convert it to version 3`,
    );
  }
  const tiles =
    header.tileType === TileType.Mvt
      ? "vector"
      : RASTER_TYPES.has(header.tileType)
        ? "raster"
        : null;
  if (tiles === null) {
    throw new UnreadableMapFile(`${file} holds tiles that are neither vector nor images`);
  }
  const metadata = (await archive.getMetadata().catch(() => null)) as {
    attribution?: unknown;
  } | null;
  return {
    tiles,
    minZoom: header.minZoom,
    maxZoom: header.maxZoom,
    bounds: {
      west: header.minLon,
      south: header.minLat,
      east: header.maxLon,
      north: header.maxLat,
    },
    attribution:
      typeof metadata?.attribution === "string" && metadata.attribution.trim() !== ""
        ? metadata.attribution
        : null,
  };
}
