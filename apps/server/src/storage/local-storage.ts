import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, newStorageKey, type Storage } from "./storage.js";

const TEMP_MARKER = ".partial-";

/** Files under one folder on the local disk; the embedded default. */
export function createLocalStorage(root: string): Storage {
  const resolved = path.resolve(root);

  const pathOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(resolved, key);
    if (!file.startsWith(resolved + path.sep)) throw new Error("Storage key escapes the root");
    return file;
  };

  return {
    async put(folder, data, extension) {
      const key = newStorageKey(folder, extension);
      const file = pathOf(key);
      const directory = path.dirname(file);
      await mkdir(directory, { recursive: true });
      // Written, flushed and renamed into place: a crash leaves either the whole file or none.
      const temp = `${file}${TEMP_MARKER}${randomUUID()}`;
      const handle = await open(temp, "wx", 0o600);
      try {
        if (Buffer.isBuffer(data)) {
          await handle.writeFile(data);
        } else {
          // writeFile writes all of each chunk, from where the last one ended.
          for await (const chunk of data) await handle.writeFile(chunk as Buffer);
        }
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temp, { force: true });
        throw error;
      }
      await handle.close();
      await rename(temp, file);
      // The rename itself is on disk before a row can point at the file.
      const folderHandle = await open(directory, "r");
      try {
        await folderHandle.sync();
      } finally {
        await folderHandle.close();
      }
      return key;
    },

    async read(key) {
      const file = pathOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Removes half-written files left by a crash; run at start-up. */
export async function sweepPartialUploads(root: string): Promise<number> {
  let removed = 0;
  let entries: string[];
  try {
    entries = await readdir(root, { recursive: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (entry.includes(TEMP_MARKER)) {
      await rm(path.join(root, entry), { force: true });
      removed++;
    }
  }
  return removed;
}
