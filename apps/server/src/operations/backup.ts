import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { systemClock } from "../clock.js";
import type { Config } from "../config.js";
import { differences, sqliteReader, summariseDatabase, type TableSummary } from "./tables.js";

/** What a backup folder holds besides the files, written last: a folder without it is unfinished. */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  /** Every table's row count and checksum, as read from the backup's own database. */
  tables: Record<string, TableSummary>;
  /** Uploaded files copied (local storage only; a bucket keeps its own). */
  files: { storage: "local" | "s3"; count: number; bytes: number };
};

export const BACKUP_LAYOUT = {
  database: "haulwise.db",
  uploads: "uploads",
  authSecret: "auth-secret",
  manifest: "manifest.json",
} as const;

/** A refusal with a message for the person running the command; nothing was changed. */
export class OperationRefused extends Error {}

const POSTGRES_BACKUPS =
  "This install runs on PostgreSQL, which backs itself up: use pg_dump (or your provider's snapshots), as docs/deploy.md describes.";

/** Bytes and files under a folder (none if it does not exist). */
async function treeSize(root: string): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  let entries: string[];
  try {
    entries = await readdir(root, { recursive: true });
  } catch {
    return { count, bytes };
  }
  for (const entry of entries) {
    const info = await stat(path.join(root, entry));
    if (!info.isFile()) continue;
    count++;
    bytes += info.size;
  }
  return { count, bytes };
}

/**
 * Copies uploaded files not copied yet, leaving out those still being written. A file deleted
 * while the copy runs (a document removed meanwhile) is skipped, not an error.
 */
async function copyUploads(from: string, to: string) {
  let entries: string[];
  try {
    entries = await readdir(from, { recursive: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (path.basename(entry).includes(".partial-")) continue;
    const source = path.join(from, entry);
    const target = path.join(to, entry);
    try {
      if (!(await stat(source)).isFile()) continue;
      if (
        await stat(target).then(
          () => true,
          () => false,
        )
      )
        continue;
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

function checkIntegrity(filename: string) {
  const db = new SqliteDatabase(filename, { readonly: true });
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new Error(`The copied database is damaged: ${integrity}`);
    const orphans = db.pragma("foreign_key_check") as unknown[];
    if (orphans.length > 0) {
      throw new Error(
        `The copied database has ${orphans.length} rows whose references are missing`,
      );
    }
  } finally {
    db.close();
  }
}

/**
 * An online, consistent copy of an embedded install while it serves: the database through
 * SQLite's backup API (one step, so it is one snapshot however busy the server is), the
 * uploaded files around it, and the auth secret; then a manifest with every table's row count
 * and checksum, read back from the copy.
 *
 * Files are copied before and after the snapshot: every file the snapshot refers to was written
 * before its row committed, so it is in the first pass or the second, unless it was deleted in
 * between (a document deleted during the backup).
 */
export async function backupInstall(config: Config, folder: string): Promise<BackupManifest> {
  if (config.database.kind === "postgres") throw new OperationRefused(POSTGRES_BACKUPS);
  const target = path.resolve(folder);
  const existing = await readdir(target).catch(() => [] as string[]);
  if (existing.length > 0) {
    throw new OperationRefused(`${target} is not empty: back up into a new or empty folder.`);
  }
  await mkdir(target, { recursive: true });
  const uploads = path.join(target, BACKUP_LAYOUT.uploads);
  const local = config.storage.kind === "local";

  if (local) await copyUploads(config.storage.root, uploads);
  const source = new SqliteDatabase(config.database.filename, {
    readonly: true,
    fileMustExist: true,
  });
  try {
    source.pragma("busy_timeout = 5000");
    const partial = path.join(target, `${BACKUP_LAYOUT.database}.partial`);
    // All remaining pages in one step: one read of one snapshot, never restarted by new writes.
    await source.backup(partial, { progress: () => 0x7fffffff });
    await rename(partial, path.join(target, BACKUP_LAYOUT.database));
  } finally {
    source.close();
  }
  if (local) await copyUploads(config.storage.root, uploads);
  await copyFile(
    path.join(config.dataDir, BACKUP_LAYOUT.authSecret),
    path.join(target, BACKUP_LAYOUT.authSecret),
  ).catch(() => {});

  const database = path.join(target, BACKUP_LAYOUT.database);
  checkIntegrity(database);
  const reader = sqliteReader(database);
  let tables: Record<string, TableSummary>;
  try {
    tables = await summariseDatabase(reader);
  } finally {
    await reader.close();
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: systemClock.now().toISOString(),
    tables,
    files: { storage: config.storage.kind, ...(await treeSize(uploads)) },
  };
  await writeFile(
    path.join(target, BACKUP_LAYOUT.manifest),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  return manifest;
}

async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, BACKUP_LAYOUT.manifest), "utf8");
  } catch {
    throw new OperationRefused(
      `${folder} has no ${BACKUP_LAYOUT.manifest}: it is not a Haulwise backup, or the backup did not finish.`,
    );
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) {
    throw new OperationRefused(
      `This backup's format (${manifest.format}) is not one this version reads.`,
    );
  }
  return manifest;
}

async function summariesOf(filename: string) {
  const reader = sqliteReader(filename);
  try {
    return await summariseDatabase(reader);
  } finally {
    await reader.close();
  }
}

function describe(problems: ReturnType<typeof differences>) {
  return problems
    .map(
      ({ table, expected, actual }) =>
        `  ${table}: expected ${expected?.rows ?? "no"} rows (${expected?.checksum ?? "-"}), found ${actual?.rows ?? "no"} rows (${actual?.checksum ?? "-"})`,
    )
    .join("\n");
}

/**
 * Brings a backup back into DATA_DIR: checks the backup against its manifest first, refuses
 * to overwrite an install, copies the database, files and auth secret, and checks every table
 * of the result against the manifest again.
 */
export async function restoreInstall(config: Config, folder: string): Promise<BackupManifest> {
  if (config.database.kind === "postgres") throw new OperationRefused(POSTGRES_BACKUPS);
  const source = path.resolve(folder);
  const manifest = await readManifest(source);
  const backupDatabase = path.join(source, BACKUP_LAYOUT.database);
  const damaged = differences(manifest.tables, await summariesOf(backupDatabase));
  if (damaged.length > 0) {
    throw new OperationRefused(`The backup does not match its manifest:\n${describe(damaged)}`);
  }

  const target = config.database.filename;
  for (const file of [target, `${target}-wal`]) {
    if (
      await stat(file).then(
        () => true,
        () => false,
      )
    ) {
      throw new OperationRefused(
        `${file} exists: restore into a fresh DATA_DIR, or move the current database away first (with the server stopped).`,
      );
    }
  }
  if ((await treeSize(config.storage.root)).count > 0 && manifest.files.count > 0) {
    throw new OperationRefused(
      `${config.storage.root} already holds files: restore into a fresh DATA_DIR.`,
    );
  }

  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.restoring`;
  await copyFile(backupDatabase, partial);
  await rename(partial, target);
  if (config.storage.kind === "local") {
    await copyUploads(path.join(source, BACKUP_LAYOUT.uploads), config.storage.root);
  }
  // The install's own secret, so sessions and signed links made before the backup still hold
  // (a secret in DATA_DIR can only be a fresh one here: there was no database).
  await copyFile(
    path.join(source, BACKUP_LAYOUT.authSecret),
    path.join(config.dataDir, BACKUP_LAYOUT.authSecret),
  ).catch(() => {});

  const restored = differences(manifest.tables, await summariesOf(target));
  if (restored.length > 0) {
    await rm(target, { force: true });
    throw new Error(`The restored database does not match the backup:\n${describe(restored)}`);
  }
  return manifest;
}
