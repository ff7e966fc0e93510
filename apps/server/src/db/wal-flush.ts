import { type FileHandle, open } from "node:fs/promises";
import type { Database as SqliteDatabase } from "better-sqlite3";

/**
 * Makes SQLite's committed writes durable without holding the server's thread.
 *
 * At synchronous=NORMAL in WAL mode a commit is a write into the WAL file, and the disk flush
 * waits for the next checkpoint; the database stays consistent after a power loss, but the
 * last commits may be gone. Flushing the WAL file from Node's thread pool puts those commits
 * on disk while the server goes on serving: what `flushed()` resolves for survives a power
 * loss, as it would at synchronous=FULL, where SQLite flushes the same file itself at every
 * commit and the whole server waits for the disk each time.
 *
 * Flushes are shared: callers that arrive while one is under way wait for the next, which
 * covers every commit made before it started. `committedChanges()` (see committedChangesOf)
 * tells whether anything was committed since the last flush; a caller with nothing new to
 * flush does not wait at all.
 */
export function createWalFlusher(
  committedChanges: () => number | null,
  flushFile: () => Promise<void>,
) {
  /** The count of changes the last finished flush covers. */
  let durable = committedChanges() ?? 0;
  let running: { covers: number; done: Promise<void> } | null = null;
  let queued: Promise<void> | null = null;

  function start(): Promise<void> {
    const covers = committedChanges() ?? durable;
    const done = flushFile()
      .then(() => {
        durable = Math.max(durable, covers);
      })
      .finally(() => {
        running = null;
      });
    running = { covers, done };
    return done;
  }

  return function flushed(): Promise<void> {
    const now = committedChanges() ?? Number.POSITIVE_INFINITY;
    if (now === durable) return Promise.resolve();
    if (running && running.covers >= now) return running.done;
    if (!running) return start();
    queued ??= running.done
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}

/**
 * A connection's committed writes so far, or null while a transaction is open (its count would
 * include writes not yet committed).
 */
export function committedChangesOf(sqlite: SqliteDatabase): () => number | null {
  const totalChanges = sqlite.prepare("select total_changes()").pluck();
  return () => (sqlite.inTransaction ? null : (totalChanges.get() as number));
}

/**
 * Puts the WAL file's written data on disk, through one descriptor kept open while the
 * database is: opening and closing the file for each flush were two more trips through the
 * thread pool that every write request waited for. SQLite deletes the WAL file only when its
 * last connection closes, so the file this descriptor names lives as long as the handle that
 * owns this flusher; until the file first exists there is nothing to flush.
 */
export function walFileFlusher(filePath: string) {
  let file: Promise<FileHandle | null> | null = null;
  return {
    async flush(): Promise<void> {
      file ??= open(filePath, "r+").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      const handle = await file;
      if (!handle) {
        file = null;
        return;
      }
      await handle.datasync();
    },
    async close(): Promise<void> {
      const handle = await file?.catch(() => null);
      file = null;
      await handle?.close();
    },
  };
}
