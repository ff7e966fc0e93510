import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrator.js";

/**
 * A database migrated once per test run, which each test app's database starts as a copy of:
 * migrating from nothing took 0.3–3 s an app, and a run starts a couple of hundred apps on
 * each database. Apps still run the migrator, which finds nothing to do (or, should the
 * template lag behind, does what is missing).
 */
export const POSTGRES_TEMPLATE = "hw_test_template";

/** Creates and migrates the PostgreSQL template on the server at `adminUrl`. */
export async function preparePostgresTemplate(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE} with (force)`);
    await admin.query(`create database ${POSTGRES_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${POSTGRES_TEMPLATE}`;
  const handle = openDatabase({ kind: "postgres", connectionString: url.toString() });
  try {
    await migrateToLatest(handle);
  } finally {
    // A template may have no open connection while a database is copied from it.
    await handle.close();
  }
}

/** Creates and migrates a SQLite template file; answers its path and how to remove it. */
export async function prepareSqliteTemplate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "haulwise-template-"));
  const filename = path.join(dir, "template.db");
  const handle = openDatabase({ kind: "sqlite", filename });
  try {
    await migrateToLatest(handle);
  } finally {
    await handle.close();
  }
  return { filename, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A copy of the SQLite template at `filename` (the template is closed, so one file is all). */
export function copySqliteTemplate(template: string, filename: string) {
  copyFileSync(template, filename);
}
