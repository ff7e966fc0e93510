import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Storage } from "../storage/storage.js";

/** A storage to test, and how to throw it away afterwards. */
export type StorageUnderTest = { storage: Storage; close(): Promise<void> };

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
