import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

/**
 * Where uploaded files live: a local folder (the default) or an S3-compatible bucket (record
 * 084). Every file is written once, under a new key the storage makes
 * (a folder the server chose from internal ids, never from a client's file name, and a name
 * never used before), and files are only ever served through routes that check access first.
 *
 * Because no two writes share a key, a request can only ever delete what it wrote itself:
 * the pattern is put, then reference the key in a row, and delete the key only if that row
 * was never committed (or once a committed row stops referencing it). A retry of the same
 * upload racing its first attempt cannot overwrite or remove the copy the winner committed.
 */
export type Storage = {
  /**
   * Stores `data` whole under a new key in `folder` ending in `.extension`, and answers the
   * key; the file is readable, in full, once this resolves, and never replaced afterwards.
   * A stream is written as it is read, never held whole in memory; if it fails, nothing is
   * left under the key and the promise rejects with the stream's error.
   */
  put(folder: string, data: Buffer | Readable, extension: string): Promise<string>;
  /** Resolves to null when there is no such file. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; removing one that is not there does nothing. */
  delete(key: string): Promise<void>;
};

const KEY_PATTERN = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+(\.[a-z0-9]{1,8})?)+$/;
const FOLDER_PATTERN = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+)*$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,8}$/;
const MAX_KEY_LENGTH = 300;

/** Rejects anything that is not a key this server could have made, traversal included. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > MAX_KEY_LENGTH) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

/**
 * A key no file has had: `folder/<random UUID>.extension`. Every driver names new files with
 * it, so keys look the same whichever storage holds them.
 */
export function newStorageKey(folder: string, extension: string): string {
  if (!FOLDER_PATTERN.test(folder) || !EXTENSION_PATTERN.test(extension)) {
    throw new Error(
      `Invalid storage folder: ${JSON.stringify(`${folder}.${extension}`.slice(0, 80))}`,
    );
  }
  const key = `${folder}/${randomUUID()}.${extension}`;
  assertStorageKey(key);
  return key;
}
