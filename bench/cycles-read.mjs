// The cycles screen's read, against the BUILT server on SQLite and on PostgreSQL (embedded):
// a 50-truck job with 30 days of counted cycles (12 a truck a day, 18,000 in all) and tickets
// for nine in ten of them; GET /api/jobs/{jobId}/cycles for the whole 30 days (every cycle
// with its linked ticket, and the summary: counts and cycle times per day and per truck),
// one request after another on one keep-alive connection, as a contractor's browser asks.
// Beside it, in the same run, the bare indexed queries it stands on (the job's cycles and
// tickets of the range, with the day either side). Ceiling: p95 under 100 ms.
// Prints ONE JSON line. Usage: npm run build && node bench/cycles-read.mjs [requests] [sqlite|postgres]
import { randomUUID } from "node:crypto";
import http from "node:http";
import { startEmbeddedPostgres } from "../scripts/embedded-postgres.mjs";
import { dist, requireBuild, seedFleet, startServer } from "./lib/haulwise.mjs";

requireBuild();
const requests = Number(process.argv[2] ?? 100);
const only = process.argv[3];
const TRUCKS = 50;
const DAYS = 30;
const PER_DAY = 12;
const CEILING_MS = 100;
const MINUTE = 60_000;
const DAY_MS = 86_400_000;

const { openDatabase } = await import(dist("db/database.js"));

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function timedGet(base, url, cookie) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let bytes = 0;
    http
      .get(
        `${base}${url}`,
        { agent, headers: { cookie, "accept-encoding": "gzip, br" } },
        (response) => {
          response.on("data", (chunk) => {
            bytes += chunk.length;
          });
          response.on("end", () => {
            if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
            else resolve({ ms: performance.now() - started, bytes });
          });
        },
      )
      .on("error", reject);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (value) => Math.round(value * 100) / 100;

async function seed(db, fleet, now) {
  const [pit, dump] = [randomUUID(), randomUUID()];
  const stamp = new Date(now).toISOString();
  for (const [id, name] of [
    [pit, "Maple pit"],
    [dump, "Maple Street fill"],
  ]) {
    await db
      .insertInto("sites")
      .values({
        id,
        company_id: fleet.companyId,
        name,
        address: null,
        geometry: JSON.stringify({
          type: "circle",
          center: { latitude: 36.75, longitude: -119.8 },
          radiusMetres: 150,
        }),
        min_dwell_seconds: null,
        south: 36.74,
        west: -119.81,
        north: 36.76,
        east: -119.79,
        created_by: null,
        created_at: stamp,
        updated_at: stamp,
        archived_at: null,
      })
      .execute();
  }
  await db
    .updateTable("jobs")
    .set({ load_site_id: pit, dump_site_id: dump })
    .where("id", "=", fleet.jobId)
    .execute();
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  const cycles = [];
  const loads = [];
  let loadNumber = 0;
  for (const [t, driver] of fleet.drivers.entries()) {
    for (let day = 0; day < DAYS; day++) {
      const start = today - (DAYS - 1 - day) * DAY_MS + 6 * 3600_000 + t * 3 * MINUTE;
      for (let i = 0; i < PER_DAY; i++) {
        const loadArrived = start + i * 52 * MINUTE + ((t * 7 + i * 13) % 9) * MINUTE;
        const loadDeparted = loadArrived + (4 + ((t + i) % 7)) * MINUTE;
        const dumpArrived = loadDeparted + (18 + ((t * i) % 6)) * MINUTE;
        const dumpDeparted = dumpArrived + (2 + (i % 3)) * MINUTE;
        const iso = (ms) => new Date(ms).toISOString();
        cycles.push({
          id: randomUUID(),
          company_id: fleet.companyId,
          job_id: fleet.jobId,
          driver_id: driver.userId,
          load_visit_id: randomUUID(),
          dump_visit_id: randomUUID(),
          load_site_id: pit,
          load_arrived_at: iso(loadArrived),
          load_departed_at: iso(loadDeparted),
          dump_site_id: dump,
          dump_arrived_at: iso(dumpArrived),
          dump_departed_at: iso(dumpDeparted),
          inferred: i % 17 === 0,
          created_at: iso(dumpDeparted),
        });
        if ((t + day + i) % 10 !== 0) {
          loadNumber++;
          loads.push({
            id: randomUUID(),
            company_id: fleet.companyId,
            job_id: fleet.jobId,
            load_number: loadNumber,
            driver_id: driver.userId,
            driver_name: `Driver ${t}`,
            status: "completed",
            material_type: "Base rock",
            quantity: 14,
            quantity_unit: "tons",
            ticket_number: `T-${loadNumber}`,
            started_at: iso(loadArrived),
            completed_at: iso(dumpDeparted + 5 * MINUTE),
            created_at: iso(dumpDeparted + 5 * MINUTE),
            updated_at: iso(dumpDeparted + 5 * MINUTE),
          });
        }
      }
    }
  }
  for (let i = 0; i < cycles.length; i += 500)
    await db
      .insertInto("cycles")
      .values(cycles.slice(i, i + 500))
      .execute();
  for (let i = 0; i < loads.length; i += 500)
    await db
      .insertInto("loads")
      .values(loads.slice(i, i + 500))
      .execute();
  return { cycles: cycles.length, tickets: loads.length, today };
}

async function benchDatabase(kind) {
  let postgres = null;
  let env = { RUN_WORKERS: "false", SERVE_WEB: "false" };
  if (kind === "postgres") {
    postgres = await startEmbeddedPostgres();
    env = { ...env, DATABASE_URL: postgres.url };
  }
  const server = await startServer(env);
  const config =
    kind === "postgres"
      ? { kind: "postgres", connectionString: postgres.url }
      : { kind: "sqlite", filename: server.database };
  const handle = openDatabase(config);
  try {
    const now = Date.now();
    const [fleet] = await seedFleet(handle.db, { companies: 1, driversPerCompany: TRUCKS });
    const seeded = await seed(handle.db, fleet, now);
    const from = new Date(seeded.today - (DAYS - 1) * DAY_MS).toISOString();
    const to = new Date(seeded.today + DAY_MS).toISOString();
    const url = `/api/jobs/${fleet.jobId}/cycles?from=${from}&to=${to}`;
    const cookie = fleet.contractors[0].cookie;
    const answer = await (await fetch(server.base + url, { headers: { cookie } })).json();
    if (answer.cycles.length !== seeded.cycles) {
      throw new Error(`expected ${seeded.cycles} cycles, got ${answer.cycles.length}`);
    }
    for (let i = 0; i < 10; i++) await timedGet(server.base, url, cookie);
    const samples = [];
    let bytes = 0;
    for (let i = 0; i < requests; i++) {
      const result = await timedGet(server.base, url, cookie);
      samples.push(result.ms);
      bytes = result.bytes;
    }
    // The same reads from this process: the job's cycles and tickets of the range, a day either side.
    const padded = {
      from: new Date(Date.parse(from) - DAY_MS).toISOString(),
      to: new Date(Date.parse(to) + DAY_MS).toISOString(),
    };
    const bare = [];
    for (let i = 0; i < Math.min(requests, 50); i++) {
      const started = performance.now();
      await handle.db
        .selectFrom("cycles")
        .selectAll()
        .where("job_id", "=", fleet.jobId)
        .where("dump_departed_at", ">=", padded.from)
        .where("dump_departed_at", "<", padded.to)
        .orderBy("dump_departed_at")
        .execute();
      await handle.db
        .selectFrom("loads")
        .select(["id", "job_id", "driver_id", "completed_at"])
        .where("job_id", "=", fleet.jobId)
        .where("status", "=", "completed")
        .where("completed_at", ">=", padded.from)
        .where("completed_at", "<", padded.to)
        .execute();
      bare.push(performance.now() - started);
    }
    return {
      database: kind,
      trucks: TRUCKS,
      days: DAYS,
      cycles: seeded.cycles,
      tickets: seeded.tickets,
      linked: answer.summary.counts.ticketed,
      responseBytes: bytes,
      p50Ms: round(percentile(samples, 50)),
      p95Ms: round(percentile(samples, 95)),
      bareQueriesP50Ms: round(percentile(bare, 50)),
      bareQueriesP95Ms: round(percentile(bare, 95)),
      ceilingMs: CEILING_MS,
      underCeiling: percentile(samples, 95) < CEILING_MS,
    };
  } finally {
    await handle.close();
    await server.stop();
    await postgres?.stop();
  }
}

const runs = [];
for (const kind of only ? [only] : ["sqlite", "postgres"]) runs.push(await benchDatabase(kind));
agent.destroy();
console.log(JSON.stringify({ bench: "cycles-read", requests, runs }));
