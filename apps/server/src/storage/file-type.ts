import { pipeline, type Readable, Transform } from "node:stream";

export type DetectedType = { ext: string; mime: string };

/**
 * What a file is, read from its first bytes rather than its name or declared type. The
 * detector is loaded with the first upload, not with the server.
 */
export async function detectFileType(data: Buffer): Promise<DetectedType | undefined> {
  const { fileTypeFromBuffer } = await import("file-type");
  return fileTypeFromBuffer(data);
}

/**
 * Every type we accept is told by its start (an Office file by its first zip entry), so a
 * streamed file keeps this much of its head for `detectFileType`.
 */
const HEAD_BYTES = 64 * 1024;

/**
 * Passes a stream through unchanged while keeping its head and counting its bytes, so its type
 * and size are known once it has gone on to storage, without holding the whole file.
 */
export function keepingHead(source: Readable): {
  stream: Readable;
  head(): Buffer;
  /** Bytes passed through so far: the whole file's size once it has been stored. */
  size(): number;
} {
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (keptBytes < HEAD_BYTES) {
        const piece = chunk.subarray(0, HEAD_BYTES - keptBytes);
        kept.push(Buffer.from(piece));
        keptBytes += piece.length;
      }
      done(null, chunk);
    },
  });
  // Errors travel both ways: a failing source fails the copy, and a copy given up stops the source.
  pipeline(source, stream, () => {});
  return { stream, head: () => Buffer.concat(kept), size: () => size };
}
