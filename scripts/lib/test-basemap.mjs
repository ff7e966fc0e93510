// Writes a small, real PMTiles (version 3) basemap for tests: vector tiles in the Protomaps
// basemap's layers (earth, water, roads, places) around one point, made here from shapes drawn
// in this file (no third-party data, nothing downloaded). The format: a 127-byte header, a
// gzipped root directory, gzipped JSON metadata, then the gzipped tiles, as the PMTiles
// specification lays them out.
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import geojsonvt from "geojson-vt";
import { zxyToTileId } from "pmtiles";
import vtpbf from "vt-pbf";

const GZIP = 2;
const MVT = 1;
const HEADER_BYTES = 127;

function writeVarint(bytes, value) {
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
}

/** A directory as the specification encodes it: ids as deltas, then run lengths, lengths, offsets. */
function directoryBytes(entries) {
  const bytes = [];
  writeVarint(bytes, entries.length);
  let lastId = 0;
  for (const entry of entries) {
    writeVarint(bytes, entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const entry of entries) writeVarint(bytes, entry.runLength);
  for (const entry of entries) writeVarint(bytes, entry.length);
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    const follows = previous && entry.offset === previous.offset + previous.length;
    writeVarint(bytes, follows ? 0 : entry.offset + 1);
  });
  return Buffer.from(bytes);
}

const lon2tile = (lon, z) => Math.floor(((lon + 180) / 360) * 2 ** z);
const lat2tile = (lat, z) => {
  const r = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
};

const line = (properties, coordinates) => ({
  type: "Feature",
  properties,
  geometry: { type: "LineString", coordinates },
});
const polygon = (properties, ring) => ({
  type: "Feature",
  properties,
  geometry: { type: "Polygon", coordinates: [ring] },
});

/** Made-up streets, a pond and a town name around `center`, in the Protomaps basemap's layers. */
function layersAround({ latitude: y, longitude: x }) {
  const d = 0.004; // about 400 m
  return {
    earth: [
      polygon({ kind: "earth" }, [
        [-179, -85],
        [179, -85],
        [179, 85],
        [-179, 85],
        [-179, -85],
      ]),
    ],
    water: [
      polygon({ kind: "water" }, [
        [x + d, y + d],
        [x + 2 * d, y + d],
        [x + 2 * d, y + 1.6 * d],
        [x + d, y + 1.6 * d],
        [x + d, y + d],
      ]),
    ],
    roads: [
      line({ kind: "major_road", name: "Quarry Road" }, [
        [x - 6 * d, y],
        [x + 6 * d, y],
      ]),
      line({ kind: "major_road", name: "Gravel Pit Avenue" }, [
        [x, y - 6 * d],
        [x, y + 6 * d],
      ]),
      line({ kind: "minor_road", name: "Scale House Lane" }, [
        [x - 3 * d, y - d],
        [x + 3 * d, y - d],
      ]),
      line({ kind: "minor_road", name: "Dump Site Way" }, [
        [x - 2 * d, y - 3 * d],
        [x - 2 * d, y + 3 * d],
      ]),
    ],
    places: [
      {
        type: "Feature",
        properties: { kind: "locality", name: "Testville", min_zoom: 1, population_rank: 10 },
        geometry: { type: "Point", coordinates: [x + d, y - 2 * d] },
      },
    ],
  };
}

/**
 * Writes the basemap to `file` and says what it holds. `attribution` goes into the metadata,
 * as a downloaded extract carries its source's credit.
 */
export function writeTestBasemap(
  file,
  {
    center = { latitude: 37.7749, longitude: -122.4194 },
    minZoom = 0,
    maxZoom = 15,
    attribution = '<a href="https://example.com/test-streets">Test streets</a> drawn for Haulwise',
  } = {},
) {
  const layers = layersAround(center);
  const indexes = Object.fromEntries(
    Object.entries(layers).map(([name, features]) => [
      name,
      geojsonvt(
        { type: "FeatureCollection", features },
        { maxZoom, indexMaxZoom: maxZoom, buffer: 64 },
      ),
    ]),
  );
  const reach = 0.03;
  const tiles = [];
  for (let z = minZoom; z <= maxZoom; z++) {
    const xs = [lon2tile(center.longitude - reach, z), lon2tile(center.longitude + reach, z)];
    const ys = [lat2tile(center.latitude + reach, z), lat2tile(center.latitude - reach, z)];
    for (let tx = xs[0]; tx <= xs[1]; tx++) {
      for (let ty = ys[0]; ty <= ys[1]; ty++) {
        const found = {};
        for (const [name, index] of Object.entries(indexes)) {
          const tile = index.getTile(z, tx, ty);
          if (tile) found[name] = tile;
        }
        const data = gzipSync(Buffer.from(vtpbf.fromGeojsonVt(found, { version: 2 })));
        tiles.push({ tileId: zxyToTileId(z, tx, ty), data });
      }
    }
  }
  tiles.sort((a, b) => a.tileId - b.tileId);
  let offset = 0;
  const entries = tiles.map(({ tileId, data }) => {
    const entry = { tileId, offset, length: data.length, runLength: 1 };
    offset += data.length;
    return entry;
  });
  const root = gzipSync(directoryBytes(entries));
  const metadata = gzipSync(
    Buffer.from(
      JSON.stringify({
        name: "Haulwise test streets",
        attribution,
        vector_layers: Object.keys(layers).map((id) => ({ id, fields: {} })),
      }),
    ),
  );
  const tileData = Buffer.concat(tiles.map(({ data }) => data));

  const header = Buffer.alloc(HEADER_BYTES);
  header.write("PMTiles", 0, "ascii");
  header.writeUInt8(3, 7);
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const tileOffset = metadataOffset + metadata.length;
  const u64 = (value, at) => header.writeBigUInt64LE(BigInt(value), at);
  u64(rootOffset, 8);
  u64(root.length, 16);
  u64(metadataOffset, 24);
  u64(metadata.length, 32);
  u64(tileOffset, 40); // no leaf directories: they would start where the tiles do
  u64(0, 48);
  u64(tileOffset, 56);
  u64(tileData.length, 64);
  u64(tiles.length, 72);
  u64(tiles.length, 80);
  u64(tiles.length, 88);
  header.writeUInt8(1, 96); // clustered: tiles in id order
  header.writeUInt8(GZIP, 97);
  header.writeUInt8(GZIP, 98);
  header.writeUInt8(MVT, 99);
  header.writeUInt8(minZoom, 100);
  header.writeUInt8(maxZoom, 101);
  const e7 = (degrees) => Math.round(degrees * 1e7);
  header.writeInt32LE(e7(center.longitude - reach), 102);
  header.writeInt32LE(e7(center.latitude - reach), 106);
  header.writeInt32LE(e7(center.longitude + reach), 110);
  header.writeInt32LE(e7(center.latitude + reach), 114);
  header.writeUInt8(Math.min(maxZoom, 14), 118);
  header.writeInt32LE(e7(center.longitude), 119);
  header.writeInt32LE(e7(center.latitude), 123);

  const bytes = Buffer.concat([header, root, metadata, tileData]);
  writeFileSync(file, bytes);
  return {
    size: bytes.length,
    tiles: tiles.length,
    bounds: {
      west: center.longitude - reach,
      south: center.latitude - reach,
      east: center.longitude + reach,
      north: center.latitude + reach,
    },
  };
}
