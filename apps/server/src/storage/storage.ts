import type { Readable } from "node:stream";

/**
 * Where uploaded files live. Keys are chosen by the server from internal ids
 * (never from a client's file name), and files are only ever served through
 * routes that check access first.
 */
export type Storage = {
  put(key: string, data: Buffer): Promise<void>;
  /** Resolves to null when there is no such file. */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
};

const KEY_PATTERN = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+(\.[a-z0-9]{1,8})?)+$/;

/** Rejects anything that is not a key this server could have made, traversal included. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > 300) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}
