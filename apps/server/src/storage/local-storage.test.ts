import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { makeTempDir } from "../test/database.js";
import { describeStorageContract } from "../test/storage-contract.js";
import { createLocalStorage } from "./local-storage.js";

describeStorageContract("local disk", async () => {
  const temp = makeTempDir("haulwise-storage-");
  return { storage: createLocalStorage(temp.dir), close: async () => temp.remove() };
});

describe("local disk storage", () => {
  it("leaves only whole files under its root, none half-written", async () => {
    const temp = makeTempDir("haulwise-storage-");
    try {
      const storage = createLocalStorage(temp.dir);
      const keys = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          storage.put("load-tickets/company-1", Buffer.alloc(64 * 1024, index), "webp"),
        ),
      );
      const files = readdirSync(temp.dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `${entry.parentPath.slice(temp.dir.length + 1)}/${entry.name}`);
      expect(files.sort()).toEqual([...keys].sort());
    } finally {
      temp.remove();
    }
  });
});
