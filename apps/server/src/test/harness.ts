import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type App, buildApp } from "../app.js";
import {
  createManualScheduler,
  createTestClock,
  type ManualScheduler,
  type TestClock,
} from "../clock.js";
import { type Config, type DatabaseConfig, loadConfig } from "../config.js";
import { type DatabaseHandle, openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrator.js";
import type { EventBus } from "../events/bus.js";
import type { WorkerRunner } from "../workers/runner.js";
import { createTestDatabase, makeTempDir } from "./database.js";
import { testPasswordHashing } from "./password-hashing.js";

export const PUBLIC_URL = "http://localhost:3000";

export type OutboxMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  /** The language it is written in. */
  language?: string;
  sentAt: string;
};

export type TestContext = {
  app: App;
  config: Config;
  database: DatabaseHandle;
  /** The app's clock: it follows real time until a test sets or advances it. */
  clock: TestClock;
  /** The app's event bus: `await ctx.events.settled()` before checking what listeners did. */
  events: EventBus;
  /** The app's periodic workers (not started unless the test passes RUN_WORKERS=true). */
  workers: WorkerRunner;
  /** The app's delayed tasks: `await ctx.delayed.runDue()` runs those due by the clock. */
  delayed: ManualScheduler;
  dataDir: string;
  /** Every message the outbox has written, oldest first. */
  outbox(): Promise<OutboxMessage[]>;
  /** The newest message to `to`, waiting briefly for it to be written. */
  lastMailTo(to: string, subject?: RegExp): Promise<OutboxMessage>;
};

export type TestAppOptions = {
  /** A second instance of the server on this one's database, data folder and clock (a cluster). */
  sameDatabaseAs?: TestContext;
  workerElectionIntervalMs?: number;
  realtimeRecheckMs?: number;
  /** Where the app's log goes (with LOG_LEVEL set in the environment given). */
  logStream?: NodeJS.WritableStream;
  /** A fresh SQLite database whichever project runs the file (the embedded install). */
  sqlite?: boolean;
  /** An instance over an install that exists (restored, copied), kept when the app closes. */
  existing?: { dataDir: string; database: DatabaseConfig };
  /** Hash passwords as production does, at full cost, instead of the tests' cheaper scrypt. */
  fullCostPasswords?: boolean;
};

/**
 * Builds the real app on a fresh database (SQLite file or a new PostgreSQL database, by
 * project) with the embedded outbox and local storage in a temporary folder.
 */
export type StartedTestApp = TestContext & {
  /** Closes the app (as a server instance stopping) and keeps the database. */
  closeApp(): Promise<void>;
  /** Closes the app and throws its database and folder away. */
  close(): Promise<void>;
};

export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<StartedTestApp> {
  const shared = options.sameDatabaseAs;
  const { existing } = options;
  const temp = shared || existing ? null : makeTempDir("haulwise-test-");
  const dataDir = shared?.dataDir ?? existing?.dataDir ?? temp!.dir;
  const testDb =
    shared || existing
      ? null
      : await createTestDatabase(dataDir, options.sqlite ? "sqlite" : undefined, {
          migrated: true,
        });
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PUBLIC_URL,
    AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
    LOG_LEVEL: process.env.HAULWISE_TEST_LOG ?? "silent",
    SERVE_WEB: "false",
    RUN_WORKERS: "false",
    ...env,
  });
  config.database = shared?.config.database ?? existing?.database ?? testDb!.config;
  // As in production: instances on one PostgreSQL reach each other's sockets through it.
  config.realtime.bridge = config.database.kind === "postgres" ? "postgres" : "memory";
  const database = openDatabase(config.database, { poolSize: 4 });
  if (!shared) await migrateToLatest(database);
  // Instances of one cluster read one time, as servers on synchronised machines would.
  const clock = shared?.clock ?? createTestClock();
  const delayed = createManualScheduler(clock);
  const app = await buildApp(config, {
    database,
    clock,
    scheduler: delayed,
    workerElectionIntervalMs: options.workerElectionIntervalMs,
    realtimeRecheckMs: options.realtimeRecheckMs,
    logStream: options.logStream,
    ...(options.fullCostPasswords ? {} : { passwordHashing: testPasswordHashing }),
  });
  await app.ready();
  let appClosed: Promise<void> | null = null;
  // A second instance's own connections go with it; the first keeps the database open.
  const closeApp = () =>
    (appClosed ??= app.close().then(() => (shared ? database.close() : undefined)));

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
    clock,
    events: app.haulwise.events,
    workers: app.haulwise.workers,
    delayed,
    dataDir,
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
    closeApp,
    async close() {
      await closeApp();
      if (!shared) await database.close();
      await testDb?.drop();
      temp?.remove();
    },
  };
}

/** One app per test file, built before its tests and torn down after them. */
export function useTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): TestContext {
  const context = {} as TestContext;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startTestApp(env, options);
    close = started.close;
    Object.assign(context, started);
  });
  afterAll(async () => {
    await close?.();
  });
  return context;
}
