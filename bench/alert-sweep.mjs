// The alert sweep (idle / paused / stopped rules, every 60 s on the leader) over 10,000 on-duty
// drivers, with the BUILT server's own service, on SQLite and on PostgreSQL (embedded).
// Companies of 40 drivers on one job each; 70 % moving, 20 % standing still long enough to be
// idle, 10 % silent long enough to be paused. The first round opens the idle alerts and
// announces the pauses; the rounds after it are the steady state the 100 ms goal is about.
// A round reads only the drivers whose state could change (`evaluated`): here the 30 % standing
// still or silent; the moving 70 % are skipped until one of the rules' clocks runs out.
// Prints one JSON line. Usage: npm run build && node bench/alert-sweep.mjs [drivers] [rounds]

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../scripts/embedded-postgres.mjs";
import {
  dist,
  insertRows,
  median,
  percentile,
  requireBuild,
  seedFleet,
  trackRow,
} from "./lib/haulwise.mjs";

requireBuild();
const drivers = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 10);
const PER_COMPANY = 40;

const { openDatabase } = await import(dist("db/database.js"));
const { migrateToLatest } = await import(dist("db/migrator.js"));
const { createEventBus } = await import(dist("events/bus.js"));
const { createNotificationsService } = await import(
  dist("modules/notifications/notifications.service.js")
);
const { createAlertsService } = await import(dist("modules/tracking/alerts.service.js"));

const quiet = { error: () => {}, warn: () => {}, info: () => {} };

async function measure(database) {
  await migrateToLatest(database);
  const fleet = await seedFleet(database.db, {
    companies: Math.ceil(drivers / PER_COMPANY),
    driversPerCompany: PER_COMPANY,
  });
  const now = new Date();
  // 70 % moving, 20 % standing still for 15 minutes (idle), 10 % silent for 5 minutes (paused).
  const rows = fleet
    .flatMap((company) => company.drivers)
    .slice(0, drivers)
    .map((driver, index) => {
      const kind = index % 10;
      return trackRow(driver.userId, {
        latitude: 36 + (index % 100) * 0.01,
        seenAgoMs: kind === 2 ? 5 * 60_000 : 20_000,
        anchoredAgoMs: kind < 2 ? 15 * 60_000 : kind === 2 ? 5 * 60_000 : 60_000,
        now: now.getTime(),
      });
    });
  await insertRows(database.db, "driver_positions", rows);
  const events = createEventBus({ clock: { now: () => now }, logger: quiet });
  const notifications = createNotificationsService({ db: database.db, logger: quiet });
  const alerts = createAlertsService({
    db: database.db,
    clock: { now: () => now },
    events,
    notifications,
    later: () => {},
  });

  let started = performance.now();
  const first = await alerts.sweep(now);
  const firstMs = performance.now() - started;
  await events.settled();
  const times = [];
  let steady;
  // This process's CPU time per round too: on a shared machine the wall clock also counts
  // the time other processes held the cores (for PostgreSQL the query's own work is not in it).
  const cpuTimes = [];
  for (let round = 0; round < rounds; round++) {
    const cpu = process.cpuUsage();
    started = performance.now();
    steady = await alerts.sweep(now);
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {
    onDutyDrivers: rows.length,
    firstRound: { ms: Math.round(firstMs), ...first },
    steadyRound: {
      medianMs: Number(median(times).toFixed(1)),
      p90Ms: Number(percentile(times, 90).toFixed(1)),
      processCpuMedianMs: Number(median(cpuTimes).toFixed(1)),
      evaluated: steady.evaluated,
      changed: steady.changed,
    },
  };
}

const results = {};
const dir = mkdtempSync(path.join(os.tmpdir(), "haulwise-sweep-"));
const sqlite = openDatabase({ kind: "sqlite", filename: path.join(dir, "sweep.db") });
try {
  results.sqlite = await measure(sqlite);
} finally {
  await sqlite.close();
  rmSync(dir, { recursive: true, force: true });
}

const server = await startEmbeddedPostgres();
try {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query("create database sweep");
  await admin.end();
  const url = new URL(server.url);
  url.pathname = "/sweep";
  const postgres = openDatabase({ kind: "postgres", connectionString: url.toString() });
  try {
    results.postgres = await measure(postgres);
  } finally {
    await postgres.close();
  }
} finally {
  await server.stop();
}

console.log(
  JSON.stringify({
    bench: "alert-sweep",
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))),
    goalMs: 100,
    ...results,
  }),
);
