import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "../storage/storage.js";

/** A storage to test, and how to throw it away afterwards. */
export type StorageUnderTest = {
  storage: Storage;
  close(): Promise<void>;
  /** Every key the store holds now, to see that a failed write left nothing behind. */
  keys(): Promise<string[]>;
  /** Bytes of uploads that have reached the store so far (the disk, or the server's wire). */
  bytesReceived(): number;
};

const MiB = 1024 * 1024;
const CHUNK = 64 * 1024;

/**
 * A file of `size` bytes made as it is read, as an upload arrives from the network; it notes
 * how far it ever ran ahead of what reached the store, and fails at `failAt` if given.
 */
function arrivingFile(size: number, opened: StorageUnderTest, failAt?: number) {
  const hash = createHash("sha256");
  const start = opened.bytesReceived();
  let produced = 0;
  let mostAhead = 0;
  const stream = new Readable({
    highWaterMark: CHUNK,
    read() {
      if (failAt !== undefined && produced >= failAt) {
        this.destroy(new Error("the client went away"));
        return;
      }
      if (produced >= size) {
        this.push(null);
        return;
      }
      const length = Math.min(CHUNK, size - produced);
      const chunk = Buffer.alloc(length, (produced / CHUNK) % 251);
      hash.update(chunk);
      produced += length;
      if (produced % MiB === 0) {
        mostAhead = Math.max(mostAhead, produced - (opened.bytesReceived() - start));
      }
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest("hex"), mostAhead: () => mostAhead };
}

const sha256Of = async (stream: Readable) =>
  createHash("sha256")
    .update(await buffer(stream))
    .digest("hex");

const contents = async (file: { stream: Readable; size: number } | null) =>
  file ? { size: file.size, data: await buffer(file.stream) } : null;

/**
 * What every storage driver promises, as tests: run it once per driver, against a real
 * folder, bucket or server, never a stand-in. A driver that passes can hold the uploads.
 */
export function describeStorageContract(name: string, open: () => Promise<StorageUnderTest>) {
  describe(`${name} keeps the storage contract`, () => {
    let opened: StorageUnderTest;
    let storage: Storage;
    beforeAll(async () => {
      opened = await open();
      storage = opened.storage;
    });
    afterAll(() => opened?.close());

    it("answers a new key under the folder for each file, and reads the file back whole", async () => {
      const data = randomBytes(10_000);
      const key = await storage.put("contract/company-1", data, "webp");
      expect(key).toMatch(/^contract\/company-1\/[0-9a-f-]{36}\.webp$/);
      expect(await contents(await storage.read(key))).toEqual({ size: data.length, data });
    });

    it("never gives two files one key, however many are written at once", async () => {
      const files = Array.from({ length: 12 }, (_, index) => Buffer.from(`ticket photo ${index}`));
      const keys = await Promise.all(
        files.map((data) => storage.put("contract/race", data, "webp")),
      );
      expect(new Set(keys).size).toBe(files.length);
      for (const [index, key] of keys.entries()) {
        expect((await contents(await storage.read(key)))?.data).toEqual(files[index]);
      }
    });

    it("keeps a large file whole", async () => {
      const data = randomBytes(16 * 1024 * 1024);
      const key = await storage.put("contract/large", data, "pdf");
      const read = await contents(await storage.read(key));
      expect(read?.size).toBe(data.length);
      expect(read?.data.equals(data)).toBe(true);
    });

    it("takes a file as a stream, several S3 parts long, without ever holding it whole", async () => {
      const size = 23 * MiB + 12_345;
      const file = arrivingFile(size, opened);
      const key = await storage.put("contract/streamed", file.stream, "pdf");
      // What waits in memory is bounded by the store's buffers (two 5 MiB parts on S3).
      expect(file.mostAhead()).toBeLessThan(12 * MiB);
      const read = await storage.read(key);
      expect(read?.size).toBe(size);
      expect(await sha256Of(read!.stream)).toBe(file.sha256());
    });

    it("leaves nothing behind when the incoming stream fails halfway, and says why", async () => {
      const file = arrivingFile(12 * MiB, opened, 7 * MiB);
      await expect(storage.put("contract/cut", file.stream, "pdf")).rejects.toThrow(
        "the client went away",
      );
      expect((await opened.keys()).filter((key) => key.startsWith("contract/cut/"))).toEqual([]);
    });

    it("lets a reader stop early without holding up the reads after it", async () => {
      const data = randomBytes(4 * MiB);
      const key = await storage.put("contract/abandoned", data, "pdf");
      // More downloads cut short (a tab closed after the first chunk) than a pool has sockets.
      for (let attempt = 0; attempt < 60; attempt++) {
        const read = await storage.read(key);
        for await (const _chunk of read!.stream) break;
      }
      expect((await contents(await storage.read(key)))?.data.equals(data)).toBe(true);
    });

    it("deletes one file and leaves the others, and deleting twice or a missing key is no error", async () => {
      const kept = await storage.put("contract/delete", Buffer.from("kept"), "txt");
      const gone = await storage.put("contract/delete", Buffer.from("gone"), "txt");
      await storage.delete(gone);
      await storage.delete(gone);
      await storage.delete("contract/delete/never-written.txt");
      expect(await storage.read(gone)).toBeNull();
      expect((await contents(await storage.read(kept)))?.data.toString()).toBe("kept");
    });

    it("answers null for a key never written", async () => {
      expect(
        await storage.read("contract/missing/0b4f7a3e-1a2b-4c3d-8e9f-000000000000.webp"),
      ).toBeNull();
    });

    it("refuses keys and folders the server could not have made, traversal included", async () => {
      const hostile = [
        "../outside.txt",
        "contract/../../etc/passwd",
        "/etc/passwd",
        "contract\\..\\x.txt",
        "contract/a%2f..%2fb.txt",
        "contract/a\u0000.txt",
        "",
        `contract/${"x".repeat(400)}.txt`,
      ];
      for (const key of hostile) {
        await expect(storage.read(key), key).rejects.toThrow();
        await expect(storage.delete(key), key).rejects.toThrow();
      }
      for (const folder of ["../up", "contract/..", "/abs", "contract/a b", ""]) {
        await expect(storage.put(folder, Buffer.from("x"), "txt"), folder).rejects.toThrow();
      }
      await expect(storage.put("contract", Buffer.from("x"), "../txt")).rejects.toThrow();
    });
  });
}
