// The cycles screen's reads, against the BUILT server on SQLite and on PostgreSQL (embedded):
// a 50-truck job with 30 days of counted cycles (12 a truck a day, 18,000 in all) and tickets
// for nine in ten of them. The Load Cycles tab shows one day at a time and asks for two things
// for that day: GET /api/jobs/{jobId}/cycles (the day's 600 cycles with their linked tickets,
// and the summary: counts and cycle times per truck) and GET /api/jobs/{jobId}/reconciliation.
// The bench steps through the 30 days as a contractor paging through the month would, one
// request after another on one keep-alive connection, and takes the p95 of those reads.
// Beside it, in the same run: the bare indexed queries a day's read stands on (the job's cycles
// and tickets of the day, with the day either side), and for scale one read of the whole month
// at once (no screen asks for it; an integrator exporting the month might).
// Ceiling: the screen's reads under 100 ms at p95.
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
    const dayStart = (day) => new Date(seeded.today - (DAYS - 1 - day) * DAY_MS).toISOString();
    const dayEnd = (day) => new Date(seeded.today - (DAYS - 2 - day) * DAY_MS).toISOString();
    const cookie = fleet.contractors[0].cookie;
    const jobPath = `/api/jobs/${fleet.jobId}`;
    const screenReads = (day) => {
      const range = `from=${dayStart(day)}&to=${dayEnd(day)}`;
      return [`${jobPath}/cycles?${range}`, `${jobPath}/reconciliation?${range}`];
    };
    const monthUrl = `${jobPath}/cycles?from=${dayStart(0)}&to=${dayEnd(DAYS - 1)}`;
    const month = await (await fetch(server.base + monthUrl, { headers: { cookie } })).json();
    if (month.cycles.length !== seeded.cycles) {
      throw new Error(`expected ${seeded.cycles} cycles, got ${month.cycles.length}`);
    }
    const oneDay = await (
      await fetch(server.base + screenReads(DAYS - 2)[0], { headers: { cookie } })
    ).json();
    if (oneDay.cycles.length !== TRUCKS * PER_DAY) {
      throw new Error(`expected ${TRUCKS * PER_DAY} cycles a day, got ${oneDay.cycles.length}`);
    }
    for (let day = 0; day < 5; day++) {
      for (const url of screenReads(day)) await timedGet(server.base, url, cookie);
    }
    const samples = [];
    let bytes = 0;
    for (let i = 0; i < requests; i++) {
      for (const url of screenReads(i % DAYS)) {
        const result = await timedGet(server.base, url, cookie);
        samples.push(result.ms);
        bytes = Math.max(bytes, result.bytes);
      }
    }
    const monthSamples = [];
    for (let i = 0; i < 5; i++)
      monthSamples.push((await timedGet(server.base, monthUrl, cookie)).ms);
    // The same reads from this process: the job's cycles and tickets of a day, a day either side.
    const bare = [];
    for (let i = 0; i < Math.min(requests, 50); i++) {
      const day = i % DAYS;
      const padded = {
        from: new Date(Date.parse(dayStart(day)) - DAY_MS).toISOString(),
        to: new Date(Date.parse(dayEnd(day)) + DAY_MS).toISOString(),
      };
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
      linked: month.summary.counts.ticketed,
      screenReads: samples.length,
      largestResponseBytes: bytes,
      p50Ms: round(percentile(samples, 50)),
      p95Ms: round(percentile(samples, 95)),
      wholeMonthReadP50Ms: round(percentile(monthSamples, 50)),
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
