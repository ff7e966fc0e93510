import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeTempDir } from "../test/database.js";
import { describeStorageContract } from "../test/storage-contract.js";
import { createLocalStorage } from "./local-storage.js";

/** The files under a folder, as keys relative to it, half-written ones included. */
function filesUnder(root: string) {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(path.relative(root, entry.parentPath), entry.name));
  } catch {
    return [];
  }
}

describeStorageContract("local disk", async () => {
  const temp = makeTempDir("haulwise-storage-");
  return {
    storage: createLocalStorage(temp.dir),
    close: async () => temp.remove(),
    keys: async () => filesUnder(temp.dir),
    bytesReceived: () =>
      filesUnder(temp.dir).reduce(
        (total, file) => total + statSync(path.join(temp.dir, file)).size,
        0,
      ),
  };
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
