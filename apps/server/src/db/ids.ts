import { randomFillSync } from "node:crypto";

const pool = Buffer.alloc(16 * 256);
let offset = pool.length;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/**
 * A UUID (version 7) that sorts by creation time: rows written one after another land next
 * to each other in the primary-key index instead of at random pages, which keeps inserts
 * into large append-only tables (position history) fast on both databases.
 */
export function timeOrderedId(atMs: number): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = pool.subarray(offset, offset + 16);
  offset += 16;
  bytes.writeUIntBE(Math.max(0, Math.floor(atMs)) % 2 ** 48, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  let id = "";
  for (let i = 0; i < 16; i++) {
    id += HEX[bytes[i]!];
    if (i === 3 || i === 5 || i === 7 || i === 9) id += "-";
  }
  return id;
}
