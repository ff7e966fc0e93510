import { type App, type AppDeps, buildApp } from "./app.js";
import { type Clock, createScaledClock, wallClockMs } from "./clock.js";
import { type Config, loadConfig } from "./config.js";
import { openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrator.js";
import { readDemoClock, writeDemoClock } from "./demo/state.js";
import { sweepPartialUploads } from "./storage/local-storage.js";

/**
 * Connections the kernel holds for us until we accept them. Node asks for 511, and a fleet
 * reconnecting at once (after a restart, or as signal returns to a depot) overflows that:
 * the kernel drops the rest, whose phones retry only after 1, 3 and 7 seconds. The kernel
 * caps this at net.core.somaxconn (4096 on current Linux).
 */
const LISTEN_BACKLOG = 4096;

/**
 * Reads the configuration, migrates, builds the app and listens, closing cleanly on SIGTERM
 * or SIGINT. `deps` are the composition root's own (a test entry passes its clock).
 */
export async function serve(deps: Omit<AppDeps, "database"> = {}): Promise<App> {
  const config = loadConfig();
  const database = openDatabase(config.database, { sqliteSynchronous: config.sqliteSynchronous });
  const applied = await migrateToLatest(database);
  const clock = deps.clock ?? (config.demo ? demoClock(config) : undefined);
  const app = await buildApp(config, { ...deps, ...(clock ? { clock } : {}), database });
  if (applied.length > 0) app.log.info({ applied }, "database migrated");
  if (config.storage.kind === "local") {
    const swept = await sweepPartialUploads(config.storage.root);
    if (swept > 0) app.log.info({ swept }, "removed half-written uploads");
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    if (config.demo && clock) writeDemoClock(config.dataDir, clock.now());
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
  app.log.info(`Haulwise is running at ${config.publicUrl}`);
  // Loaded once listening (see deferred-auth.ts); a broken one stops the server here.
  await app.haulwise.auth();
  return app;
}

/**
 * Demo mode's clock: it resumes where the demo last stopped (never before the wall clock) and
 * runs DEMO_SPEED times faster, its position saved every few seconds for the next start.
 */
function demoClock(config: Config): Clock {
  const speed = config.demo?.speed ?? 1;
  const clock = createScaledClock(
    Math.max(wallClockMs(), readDemoClock(config.dataDir) ?? 0),
    speed,
  );
  clock.every(5_000 * speed, () => writeDemoClock(config.dataDir, clock.now()));
  return clock;
}
