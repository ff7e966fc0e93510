import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** A real PNG of the given size, made in the test. */
export function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();
}

/** A PNG of random pixels, which no encoder can shrink much: a photo of a known weight. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * A photo as a phone takes one: 12 megapixels of JPEG, about 3.6 MB, with detail in every part
 * (noise, enlarged), so re-encoding it costs what a real one does.
 */
export async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const seed = randomBytes((width / 8) * (height / 8) * 3);
  return sharp(seed, { raw: { width: width / 8, height: height / 8, channels: 3 } })
    .resize(width, height, { kernel: "cubic" })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny file that claims 20000×20000 pixels: a decompression bomb if decoded. */
export function pixelFloodPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
