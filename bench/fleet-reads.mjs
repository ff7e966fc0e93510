// The reads a contractor with a 40-truck fleet makes all day, against the BUILT server on its
// embedded default (SQLite): the drivers page, the fleet dashboard, the job list, job-site
// search and the notification bell. Seeds a company through the real API (sign-up, e-mail
// verification, invitations, trucks, jobs), then writes two weeks of position history and daily
// metrics straight into the database file, as the tracking and metrics features will.
// Prints one JSON line: per endpoint, requests/s and latency percentiles in ms.
// Usage: npm run build && node bench/fleet-reads.mjs [seconds-per-endpoint]
import { randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { account, loadTest, mailLink, requireBuild, startServer } from "./lib/haulwise.mjs";

const DRIVERS = 40;
const JOBS = 300;
const DAYS = 14;
const POSITION_EVERY_S = 30;
const SHIFT_HOURS = 8;
const seconds = Number(process.argv[2] ?? 5);

requireBuild();
const server = await startServer();
const { base, dataDir } = server;
const mailLinkTo = (to, subject) => mailLink(dataDir, to, subject);

async function seed() {
  const boss = await account(server, "contractor", "Maria", "Alvarez", "maria@bench.example");
  const emails = Array.from({ length: DRIVERS }, (_, i) => `driver${i}@bench.example`);
  const drivers = [];
  for (const [i, email] of emails.entries()) {
    drivers.push(await account(server, "driver", `Driver${i}`, "Bench", email));
  }
  // A 40-truck fleet is on Business: Free's invitation allowance is 30 an hour.
  const checkout = await boss.call("POST", "/api/subscription/checkout", {
    plan: "business",
    billingCycle: "monthly",
  });
  await boss.call("POST", `/api/subscription/checkouts/${checkout.url.split("/").pop()}/pay`);
  await boss.call("POST", "/api/invitations", { emails });
  for (const [i, email] of emails.entries()) {
    const token = (await mailLinkTo(email, /join|invit/i)).split("/").pop();
    await drivers[i].call("POST", "/api/invitations/accept", { token });
  }
  const { drivers: cards } = await boss.call("GET", "/api/drivers");
  for (const [i, card] of cards.entries()) {
    const truck = await boss.call("POST", "/api/trucks", {
      make: "Kenworth",
      model: "T880",
      truckNumber: String(100 + i),
      licensePlate: `BENCH${i}`,
      status: "active",
    });
    await boss.call("PUT", `/api/trucks/${truck.id}/assignment`, { driverId: card.id });
  }
  const jobIds = [];
  for (let i = 0; i < JOBS; i++) {
    const job = await boss.call("POST", "/api/jobs", {
      title: `Quarry run ${i}`,
      location: `Site ${i}, Fresno`,
      startDate: "2026-11-24",
      description: "Haul base rock from the quarry to the site.",
    });
    jobIds.push(job.id);
  }
  for (const [i, card] of cards.entries()) {
    await boss.call("POST", `/api/jobs/${jobIds[i]}/drivers`, { driverId: card.id });
  }
  return { boss, driverIds: cards.map((c) => c.id), jobIds };
}

/** Two weeks of shifts: a fix every 30 s while driving, and one metrics row a day. */
function writeHistory(driverIds, jobIds) {
  const db = new Database(path.join(dataDir, "haulwise.db"));
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  const position = db.prepare(
    `insert into location_history (id, user_id, job_id, kind, latitude, longitude, accuracy, speed,
       heading, flagged, recorded_at, created_at)
     values (?, ?, ?, 'position', ?, ?, 8, ?, 90, 0, ?, ?)`,
  );
  const metric = db.prepare(
    `insert into driver_metrics (id, driver_id, job_id, date, loads_completed, hours_worked,
       miles_driven, fuel_used, notes, created_at)
     values (?, ?, ?, ?, ?, 8, 120, 30, null, ?)`,
  );
  const now = Date.now();
  let rows = 0;
  db.transaction(() => {
    for (const [d, driverId] of driverIds.entries()) {
      for (let day = DAYS - 1; day >= 0; day--) {
        const shiftStart = now - day * 86_400_000 - SHIFT_HOURS * 3_600_000;
        const date = new Date(shiftStart).toISOString().slice(0, 10);
        metric.run(randomUUID(), driverId, jobIds[d], date, 6, new Date(shiftStart).toISOString());
        for (let t = 0; t < SHIFT_HOURS * 3600; t += POSITION_EVERY_S) {
          const at = new Date(shiftStart + t * 1000).toISOString();
          const lat = 36.7 + d * 0.01 + t * 1e-6;
          position.run(randomUUID(), driverId, jobIds[d], lat, -119.8, 15, at, at);
          rows++;
        }
      }
    }
  })();
  db.close();
  return rows;
}

async function measure(title, url, cookie) {
  const result = await loadTest(base, url, cookie, { connections: 10, seconds }).catch((error) => {
    throw new Error(`${title}: ${error.message}`);
  });
  return {
    endpoint: url.split("?")[0],
    requestsPerSecond: result.requestsPerSecond,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
  };
}

try {
  const seedStarted = performance.now();
  const { boss, driverIds, jobIds } = await seed();
  const positions = writeHistory(driverIds, jobIds);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
  const results = [];
  for (const [title, url] of [
    ["drivers page", "/api/drivers"],
    ["fleet dashboard", "/api/dashboard/fleet"],
    ["job list", "/api/jobs"],
    ["job-site search", "/api/search/jobs?q=run%2012"],
    ["notification bell", "/api/notifications"],
  ]) {
    results.push(await measure(title, url, boss.cookie));
  }
  console.log(
    JSON.stringify({
      bench: "fleet-reads",
      database: "sqlite",
      drivers: DRIVERS,
      trucks: DRIVERS,
      jobs: JOBS,
      positions,
      seedSeconds,
      connections: 10,
      secondsPerEndpoint: seconds,
      results,
    }),
  );
} finally {
  const keepData = Boolean(process.env.BENCH_KEEP_DATA);
  await server.stop({ keepData });
  if (keepData) console.error(`data kept in ${dataDir}`);
}
