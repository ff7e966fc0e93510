// The company lists at 1,000 rows each (trucks, drivers, jobs), against the BUILT server on its
// embedded default (SQLite): one page of 50 as the screens ask for it, a searched, filtered
// and sorted page, and, as the baseline, the whole unpaged list (what each endpoint answered
// before lists were paged). Seeds the company straight into the database file.
// Prints one JSON line: per request, requests/s, latency percentiles in ms and answer size.
// Usage: npm run build && node bench/list-reads.mjs [rows] [seconds-per-request]
import { randomUUID } from "node:crypto";
import {
  dist,
  insertRows,
  loadTest,
  requireBuild,
  seedFleet,
  startServer,
  trackRow,
} from "./lib/haulwise.mjs";

const rows = Number(process.argv[2] ?? 1000);
const seconds = Number(process.argv[3] ?? 5);
const MAKES = ["Kenworth", "Peterbilt", "Mack", "Volvo"];
const STATUSES = ["available", "active", "maintenance", "repair", "inactive"];
const JOB_STATUSES = ["active", "active", "active", "pending", "completed"];

requireBuild();
const server = await startServer();
const { openDatabase } = await import(dist("db/database.js"));

/** A company of `rows` drivers (half of them sharing positions), trucks and jobs. */
async function seed() {
  const database = openDatabase({ kind: "sqlite", filename: server.database });
  try {
    const [company] = await seedFleet(database.db, { companies: 1, driversPerCompany: rows });
    const now = new Date().toISOString();
    await insertRows(
      database.db,
      "trucks",
      company.drivers.map((driver, i) => ({
        id: randomUUID(),
        company_id: company.companyId,
        owner_id: company.contractors[0].userId,
        make: MAKES[i % MAKES.length],
        model: `Model ${i % 7}`,
        truck_number: String(i + 1),
        license_plate: `BENCH${i}`,
        status: STATUSES[i % STATUSES.length],
        assigned_driver_id: driver.userId,
        retired_at: null,
        created_at: now,
        updated_at: now,
      })),
    );
    await insertRows(
      database.db,
      "driver_positions",
      company.drivers
        .filter((_, i) => i % 2 === 0)
        .map((driver, i) =>
          trackRow(driver.userId, {
            latitude: 36 + (i % 100) * 0.01,
            seenAgoMs: 20_000,
            anchoredAgoMs: i % 3 ? 60_000 : 15 * 60_000,
          }),
        ),
    );
    // The fleet seed gave the company one job; the rest of `rows` follow.
    await insertRows(
      database.db,
      "jobs",
      Array.from({ length: rows - 1 }, (_, i) => ({
        id: randomUUID(),
        company_id: company.companyId,
        contractor_id: company.contractors[0].userId,
        job_number: `JOB-${String(100_000 + i)}`,
        title: `${i % 2 ? "Quarry run" : "Levee fill"} ${i}`,
        description: "Base rock from the quarry to the site.",
        status: JOB_STATUSES[i % JOB_STATUSES.length],
        location: `Site ${i}`,
        location_address: `${i} Levee Road, Fresno`,
        latitude: null,
        longitude: null,
        start_date: new Date(Date.now() + (i % 90) * 86_400_000).toISOString().slice(0, 10),
        created_at: new Date(Date.now() - i * 60_000).toISOString(),
        updated_at: now,
      })),
    );
    return company.contractors[0].cookie;
  } finally {
    await database.close();
  }
}

const measure = async (url, cookie) => ({
  url,
  ...(await loadTest(server.base, url, cookie, { connections: 4, seconds })),
});

try {
  const cookie = await seed();
  const lists = {
    trucks: "/api/trucks",
    drivers: "/api/drivers",
    jobs: "/api/jobs",
  };
  const narrowed = {
    trucks: "pageSize=50&q=kenworth&status=active&sort=plate&dir=desc",
    drivers: "pageSize=50&q=driver0x1&duty=on&tracking=moving&sort=lastActive",
    jobs: "pageSize=50&q=quarry&status=active&sort=startDate",
  };
  const results = {};
  for (const [name, path] of Object.entries(lists)) {
    const whole = await measure(path, cookie);
    const page = await measure(`${path}?pageSize=50`, cookie);
    const searched = await measure(`${path}?${narrowed[name]}`, cookie);
    results[name] = {
      wholeList: whole,
      pageOf50: page,
      searchedPage: searched,
      pageToWholeLatency: Number((page.p50Ms / whole.p50Ms).toFixed(2)),
      pageToWholeBytes: Number((page.bytes / whole.bytes).toFixed(3)),
    };
  }
  console.log(
    JSON.stringify({
      bench: "list-reads",
      database: "sqlite",
      rows,
      connections: 4,
      secondsPerRequest: seconds,
      baseline: "wholeList: the unpaged list each endpoint answered before pages",
      results,
    }),
  );
} finally {
  await server.stop();
}
