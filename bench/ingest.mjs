// Position ingest against the BUILT server on its embedded default (SQLite, every acknowledged
// write on disk: DB_SYNCHRONOUS=OFF_THREAD, or FULL when set),
// through HTTP with real session cookies, compared with ceilings measured in the same run:
// - batched: drivers draining offline queues in uploads of 500 fixes; the ceiling is raw
//   better-sqlite3 inserts of the same rows (same table, indexes and pragmas, one transaction
//   per 500 rows) into a fresh database, each commit on disk before the next (synchronous=FULL)
//   unless the server runs at DB_SYNCHRONOUS=NORMAL;
// - single fix: one fix per upload, as a phone online sends them; the ceiling is a bare
//   Fastify handler that parses the same body and answers the same JSON.
// Prints one JSON line. Usage: npm run build && node bench/ingest.mjs [seconds]
// (CONNECTIONS=64 sends single fixes over 64 connections instead of 16.)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { queueOf, singleFixBodies } from "./lib/fixes.mjs";
import {
  dist,
  freePort,
  nextAddress,
  requireBuild,
  root,
  seedFleet,
  startServer,
} from "./lib/haulwise.mjs";

requireBuild();
const seconds = Number(process.argv[2] ?? 10);
const BATCH = 500;
const UPLOADERS = Number(process.env.UPLOADERS ?? 8);

const { openDatabase } = await import(dist("db/database.js"));
const { migrateToLatest } = await import(dist("db/migrator.js"));
const { timeOrderedId } = await import(dist("db/ids.js"));

async function batched(server, drivers) {
  let accepted = 0;
  const stopAt = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    drivers.map(async (driver, index) => {
      const next = queueOf(index);
      const address = nextAddress();
      while (performance.now() < stopAt) {
        const response = await fetch(`${server.base}/api/positions`, {
          method: "POST",
          headers: {
            origin: server.base,
            cookie: driver.cookie,
            "content-type": "application/json",
            "x-forwarded-for": address,
          },
          body: JSON.stringify({ deviceId: `bench-device-${index}`, fixes: next(BATCH) }),
        });
        const result = await response.json();
        if (response.status !== 200) throw new Error(JSON.stringify(result));
        accepted += result.accepted;
      }
    }),
  );
  return { accepted, perSecond: accepted / ((performance.now() - started) / 1000) };
}

/** The same rows straight into a fresh database: the ceiling for batched ingest. */
async function rawInserts(rows, driverIds) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "haulwise-bench-raw-"));
  const filename = path.join(dir, "raw.db");
  const handle = openDatabase({ kind: "sqlite", filename });
  await migrateToLatest(handle);
  await handle.close();
  const db = new Database(filename);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma(`synchronous = ${rawSynchronous}`);
  const users = db.prepare(
    "insert into users (id, name, email, email_verified, created_at, updated_at) values (?, ?, ?, 1, ?, ?)",
  );
  for (const id of driverIds) users.run(id, id, `${id}@raw.example`, "2030-01-01", "2030-01-01");
  const insert = db.prepare(
    `insert into location_history (id, user_id, job_id, kind, latitude, longitude, altitude,
       accuracy, speed, heading, flagged, flag, recorded_at, created_at, device_id, seq)
     values (?, ?, null, 'position', ?, ?, null, ?, ?, ?, 0, null, ?, ?, ?, ?)
     on conflict (user_id, device_id, seq) do nothing`,
  );
  const batch = db.transaction((slice, driverId, device, created) => {
    for (const fix of slice) {
      insert.run(
        timeOrderedId(Date.now()),
        driverId,
        fix.latitude,
        fix.longitude,
        fix.accuracy,
        fix.speed,
        fix.heading,
        fix.recordedAt,
        created,
        device,
        fix.seq,
      );
    }
  });
  const queues = driverIds.map((_, index) => queueOf(index));
  const started = performance.now();
  let written = 0;
  for (let round = 0; written < rows; round++) {
    const index = round % driverIds.length;
    const slice = queues[index](BATCH);
    batch(slice, driverIds[index], `bench-device-${index}`, new Date().toISOString());
    written += slice.length;
  }
  const perSecond = written / ((performance.now() - started) / 1000);
  db.close();
  rmSync(dir, { recursive: true, force: true });
  return { written, perSecond };
}

function hammer(url, headers, makeBody) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: "POST",
        connections: Number(process.env.CONNECTIONS ?? 16),
        duration: seconds,
        headers: { "content-type": "application/json", ...headers },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: makeBody(),
              headers: { ...request.headers, "x-forwarded-for": nextAddress() },
            }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx + result.errors > 0) {
          return reject(new Error(`${url}: ${result.non2xx + result.errors} failed responses`));
        }
        resolve({
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
        });
      },
    );
  });
}

/** A bare Fastify server answering the ingest's JSON for the same body: the single-fix ceiling. */
async function bareFastify() {
  const port = await freePort();
  const source = `
    const { default: Fastify } = await import("fastify");
    const app = Fastify({ logger: false });
    app.post("/api/positions", async (request) => ({ accepted: request.body.fixes.length, duplicates: 0, rejected: [] }));
    await app.listen({ host: "127.0.0.1", port: ${port} });
    process.send("ready");`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", source], {
    cwd: path.join(root, "apps/server"),
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise((resolve) => child.once("message", resolve));
  return { url: `http://127.0.0.1:${port}/api/positions`, stop: () => child.kill() };
}

const synchronous = process.env.DB_SYNCHRONOUS ?? "OFF_THREAD";
/** The raw ceiling at the server's durability: OFF_THREAD acknowledges as FULL does. */
const rawSynchronous = synchronous === "NORMAL" ? "NORMAL" : "FULL";
const server = await startServer({
  RATE_LIMIT_INGEST_MAX: "1000000000",
  TRACKING_DAILY_FIX_LIMIT: "1000000000",
  DB_SYNCHRONOUS: synchronous,
});
try {
  const handle = openDatabase({ kind: "sqlite", filename: server.database });
  const [company] = await seedFleet(handle.db, { companies: 1, driversPerCompany: UPLOADERS + 1 });
  await handle.close();
  const uploaders = company.drivers.slice(0, UPLOADERS);

  const http = await batched(server, uploaders);
  const raw = await rawInserts(
    http.accepted,
    uploaders.map((d) => d.userId),
  );

  const single = company.drivers[UPLOADERS];
  const oneFix = singleFixBodies("bench-single-device");
  const singleFix = await hammer(
    `${server.base}/api/positions`,
    { origin: server.base, cookie: single.cookie },
    oneFix,
  );
  const bare = await bareFastify();
  const ceiling = await hammer(bare.url, {}, oneFix);
  bare.stop();

  console.log(
    JSON.stringify({
      bench: "ingest",
      database: "sqlite",
      synchronous,
      rawSynchronous,
      loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))),
      seconds,
      batched: {
        fixesPerUpload: BATCH,
        uploaders: UPLOADERS,
        positionsPerSecond: Math.round(http.perSecond),
        stored: http.accepted,
        rawInsertsPerSecond: Math.round(raw.perSecond),
        ratioToRaw: Number((http.perSecond / raw.perSecond).toFixed(2)),
      },
      singleFix: {
        ...singleFix,
        bareFastifyRequestsPerSecond: ceiling.requestsPerSecond,
        ratioToBare: Number((singleFix.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)),
      },
    }),
  );
} finally {
  await server.stop();
}
