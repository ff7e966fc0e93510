import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type App, type AppDeps, buildApp } from "../app.js";
import { type Config, loadConfig } from "../config.js";
import { type DatabaseHandle, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrator.js";
import { createTestDatabase, makeTempDir } from "./database.js";

export const PUBLIC_URL = "http://localhost:3000";

export type OutboxMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  sentAt: string;
};

export type TestContext = {
  app: App;
  config: Config;
  database: DatabaseHandle;
  dataDir: string;
  /** Every message the outbox has written, oldest first. */
  outbox(): Promise<OutboxMessage[]>;
  /** The newest message to `to`, waiting briefly for it to be written. */
  lastMailTo(to: string, subject?: RegExp): Promise<OutboxMessage>;
};

/**
 * Builds the real app on a fresh database (SQLite file or a new PostgreSQL database, by
 * project) with the embedded outbox and local storage in a temporary folder.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, "now"> = {},
): Promise<TestContext & { close(): Promise<void> }> {
  const temp = makeTempDir("haulwise-test-");
  const testDb = await createTestDatabase(temp.dir);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: temp.dir,
    PUBLIC_URL,
    AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
    LOG_LEVEL: process.env.HAULWISE_TEST_LOG ?? "silent",
    SERVE_WEB: "false",
    ...env,
  });
  config.database = testDb.config;
  const database = openDatabase(config.database, { poolSize: 4 });
  await migrateToLatest(database);
  const app = await buildApp(config, { ...deps, database });
  await app.ready();

  const outbox = async (): Promise<OutboxMessage[]> => {
    let files: string[] = [];
    try {
      files = (await readdir(config.mail.outboxDir)).filter((f) => f.endsWith(".json")).sort();
    } catch {
      return [];
    }
    return Promise.all(
      files.map(async (f) =>
        JSON.parse(await readFile(path.join(config.mail.outboxDir, f), "utf8")),
      ),
    );
  };

  return {
    app,
    config,
    database,
    dataDir: temp.dir,
    outbox,
    async lastMailTo(to, subject) {
      for (let attempt = 0; attempt < 50; attempt++) {
        const match = (await outbox())
          .filter((m) => m.to === to && (!subject || subject.test(m.subject)))
          .at(-1);
        if (match) return match;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ""}`);
    },
    async close() {
      await app.close();
      await database.close();
      await testDb.drop();
      temp.remove();
    },
  };
}

/** One app per test file, built before its tests and torn down after them. */
export function useTestApp(
  env: Record<string, string> = {},
  deps: Pick<AppDeps, "now"> = {},
): TestContext {
  const context = {} as TestContext;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startTestApp(env, deps);
    close = started.close;
    Object.assign(context, started);
  });
  afterAll(async () => {
    await close?.();
  });
  return context;
}
