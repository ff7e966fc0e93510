// The floor under the ingest figures: what the leanest honest handlers reach on this machine,
// measured beside the bare Fastify handler `ingest.mjs` compares single fixes with.
//
// Each handler is plain Fastify and better-sqlite3 with prepared statements, on the schema
// the server migrates to, with none of the server's hooks (cross-site check, allowance, input
// guards, security headers), no zod and no driver track:
// - single fix, over CONNECTIONS connections (16, as ingest.mjs), beside `bare`, which only
//   answers (ingest.mjs's ceiling):
//   - `session`: checks the session cookie's signature and reads its session row;
//   - `stored`: that, then inserts the fix with every other upload that arrived meanwhile in
//     one transaction (synchronous=NORMAL, so the answer may come before the disk has it);
//   - `durable`: that, answering once the WAL is flushed (one shared fdatasync at a time, as
//     the server does);
// - batched, 500 fixes an upload from 8 drivers, no session:
//   - `insertOnly`: JSON parsed and inserted in one transaction at synchronous=FULL;
//   - `validated`: that, with each fix checked by the domain's FixSchema first.
// A handler that must check who sends and keep what it acknowledges cannot beat these.
// Prints one JSON line. Usage: npm run build && node bench/ingest-floor.mjs [seconds]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { queueOf, singleFixBodies } from "./lib/fixes.mjs";
import {
  AUTH_SECRET,
  dist,
  freePort,
  requireBuild,
  root,
  SESSION_COOKIE,
  seedFleet,
} from "./lib/haulwise.mjs";

requireBuild();
const seconds = Number(process.argv[2] ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const BATCH = 500;
const UPLOADERS = 8;

const { openDatabase } = await import(dist("db/database.js"));
const { migrateToLatest } = await import(dist("db/migrator.js"));

const dir = mkdtempSync(path.join(os.tmpdir(), "haulwise-bench-floor-"));
const filename = path.join(dir, "floor.db");
const handle = openDatabase({ kind: "sqlite", filename });
await migrateToLatest(handle);
const [company] = await seedFleet(handle.db, { companies: 1, driversPerCompany: UPLOADERS });
await handle.close();

/** The handler's process; `variant` chooses what it does beyond answering. */
async function serve(variant) {
  const port = await freePort();
  const source = `
    const { default: Fastify } = await import("fastify");
    const { default: Database } = await import("better-sqlite3");
    const { createHmac, timingSafeEqual } = await import("node:crypto");
    const { openSync, fdatasync } = await import("node:fs");
    const { parseCookie } = await import("cookie");
    const { FixSchema } = await import("@haulwise/domain");
    const { timeOrderedId } = await import(${JSON.stringify(dist("db/ids.js"))});
    const variant = ${JSON.stringify(variant)};
    const filename = ${JSON.stringify(filename)};
    const db = new Database(filename);
    db.pragma("journal_mode = WAL");
    db.pragma("foreign_keys = ON");
    db.pragma(variant.startsWith("batched") ? "synchronous = FULL" : "synchronous = NORMAL");
    const sessionOf = db.prepare("select u.id from sessions s join users u on u.id = s.user_id where s.token = ?").pluck();
    const insert = db.prepare(\`insert into location_history (id, user_id, job_id, kind, latitude,
      longitude, altitude, accuracy, speed, heading, flagged, flag, recorded_at, created_at,
      device_id, seq) values (?, ?, null, 'position', ?, ?, null, ?, ?, ?, 0, null, ?, ?, ?, ?)
      on conflict (user_id, device_id, seq) do nothing\`);
    const store = db.transaction((rows) => {
      let stored = 0;
      for (const row of rows) stored += insert.run(row).changes;
      return stored;
    });
    const rowOf = (userId, deviceId, fix, now) => [timeOrderedId(Date.now()), userId,
      fix.latitude, fix.longitude, fix.accuracy ?? null, fix.speed ?? null, fix.heading ?? null,
      fix.recordedAt, now, deviceId, fix.seq];
    const key = Buffer.from(${JSON.stringify(AUTH_SECRET)});
    function userOf(cookieHeader) {
      const cookie = parseCookie(cookieHeader ?? "")[${JSON.stringify(SESSION_COOKIE)}] ?? "";
      const dot = cookie.lastIndexOf(".");
      const signature = Buffer.from(cookie.slice(dot + 1));
      const expected = Buffer.from(createHmac("sha256", key).update(cookie.slice(0, dot)).digest("base64"));
      if (dot < 1 || signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
      return sessionOf.get(cookie.slice(0, dot)) ?? null;
    }
    // One fdatasync at a time; callers during one wait for the next, which covers them.
    let wal = null, running = null, queued = null;
    const syncOnce = () => new Promise((resolve, reject) => {
      wal ??= openSync(filename + "-wal", "r+");
      fdatasync(wal, (error) => (error ? reject(error) : resolve()));
    });
    function flushed() {
      if (!running) return (running = syncOnce().finally(() => { running = null; }));
      return (queued ??= running.then(() => { queued = null; return flushed(); }));
    }
    // Uploads that arrive while the event loop is busy commit together in the next turn.
    let group = [];
    function commitSoon(rows) {
      return new Promise((resolve) => {
        group.push({ rows, resolve });
        if (group.length > 1) return;
        setImmediate(async () => {
          const items = group;
          group = [];
          store(items.flatMap((item) => item.rows));
          if (variant === "durable") await flushed();
          for (const item of items) item.resolve();
        });
      });
    }
    const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
    app.post("/api/positions", async (request, reply) => {
      const { deviceId, fixes } = request.body;
      const now = new Date().toISOString();
      if (variant.startsWith("batched")) {
        if (variant === "batched-validated" && !fixes.every((fix) => FixSchema.safeParse(fix).success)) {
          return reply.code(400).send({});
        }
        const userId = request.headers["x-driver"];
        return { accepted: store(fixes.map((fix) => rowOf(userId, deviceId, fix, now))), duplicates: 0, rejected: [] };
      }
      if (variant === "bare") return { accepted: fixes.length, duplicates: 0, rejected: [] };
      const userId = userOf(request.headers.cookie);
      if (!userId) return reply.code(401).send({});
      if (variant !== "session") await commitSoon(fixes.map((fix) => rowOf(userId, deviceId, fix, now)));
      return { accepted: fixes.length, duplicates: 0, rejected: [] };
    });
    await app.listen({ host: "127.0.0.1", port: ${port} });
    process.send("ready");`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", source], {
    cwd: path.join(root, "apps/server"),
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise((resolve) => child.once("message", resolve));
  return { url: `http://127.0.0.1:${port}/api/positions`, stop: () => child.kill() };
}

const oneFix = singleFixBodies("floor-single-device");

/** Single fixes as fast as CONNECTIONS connections take them; uploads a second. */
async function singleFixes(variant) {
  const server = await serve(variant);
  try {
    const result = await autocannon({
      url: server.url,
      method: "POST",
      connections: CONNECTIONS,
      duration: seconds,
      headers: { "content-type": "application/json", cookie: company.drivers[0].cookie },
      requests: [{ setupRequest: (request) => ({ ...request, body: oneFix() }) }],
    });
    if (result.non2xx + result.errors > 0) throw new Error(`${variant}: failed responses`);
    return Math.round(result.requests.average);
  } finally {
    server.stop();
  }
}

/** Drivers draining queues of 500 fixes each; fixes a second. */
async function batches(variant) {
  const server = await serve(variant);
  try {
    let stored = 0;
    const started = performance.now();
    const stopAt = started + seconds * 1000;
    await Promise.all(
      company.drivers.map(async (driver, index) => {
        const next = queueOf(index);
        while (performance.now() < stopAt) {
          const fixes = next(BATCH);
          const response = await fetch(server.url, {
            method: "POST",
            headers: { "content-type": "application/json", "x-driver": driver.userId },
            body: JSON.stringify({ deviceId: `${variant}-${index}`, fixes }),
          });
          if (response.status !== 200) throw new Error(`${variant}: ${response.status}`);
          stored += (await response.json()).accepted;
        }
      }),
    );
    return Math.round(stored / ((performance.now() - started) / 1000));
  } finally {
    server.stop();
  }
}

const ratio = (value, ceiling) => Number((value / ceiling).toFixed(2));
try {
  const bare = await singleFixes("bare");
  const session = await singleFixes("session");
  const stored = await singleFixes("stored");
  const durable = await singleFixes("durable");
  const insertOnly = await batches("batched");
  const validated = await batches("batched-validated");
  console.log(
    JSON.stringify({
      bench: "ingest-floor",
      loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))),
      seconds,
      singleFix: {
        connections: CONNECTIONS,
        bareFastifyRequestsPerSecond: bare,
        sessionPerSecond: session,
        storedPerSecond: stored,
        durablePerSecond: durable,
        ratioToBare: {
          session: ratio(session, bare),
          stored: ratio(stored, bare),
          durable: ratio(durable, bare),
        },
      },
      batched: {
        fixesPerUpload: BATCH,
        uploaders: UPLOADERS,
        insertOnlyPerSecond: insertOnly,
        validatedPerSecond: validated,
      },
    }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
