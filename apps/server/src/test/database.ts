import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { DatabaseConfig } from "../config.js";
import { copySqliteTemplate } from "./template-database.js";

export type TestDatabaseKind = "sqlite" | "postgres";

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.HAULWISE_TEST_DB === "postgres" ? "postgres" : "sqlite";
}

/**
 * A brand-new database for one test file, and how to throw it away afterwards: empty, or with
 * `migrated`, a copy of the run's migrated template (template-database.ts).
 */
export async function createTestDatabase(
  dataDir: string,
  kind: TestDatabaseKind = testDatabaseKind(),
  { migrated = false }: { migrated?: boolean } = {},
): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  if (kind === "sqlite") {
    const template = migrated ? inject("sqliteTemplate") : undefined;
    if (template) copySqliteTemplate(template, path.join(dataDir, "test.db"));
    return {
      config: { kind: "sqlite", filename: path.join(dataDir, "test.db") },
      drop: async () => {},
    };
  }
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error("No PostgreSQL server for the postgres test project");
  const name = `hw_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = migrated ? inject("postgresTemplate") : undefined;
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: "postgres", connectionString: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function makeTempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
