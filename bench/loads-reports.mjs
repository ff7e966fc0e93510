// What a contractor reads about loads, against the BUILT server with 1,000,000 loads in the
// database (100,000 of them the measured company's: 40 trucks, about 400 loads a day for 250
// days; the rest spread over 90 other companies): the Daily Load Summary of the last 30 days,
// the dashboard's stat cards for the same range, and the CSV export of a calendar month (time
// to the first byte, and to the last). Each is measured over HTTP on one keep-alive connection,
// as one person's browser asks, and beside it the same-run cost of the bare indexed queries
// the endpoint runs (from this process, on its own connection): the floor the endpoint's own
// work sits on. Runs on SQLite and on PostgreSQL (embedded). Prints ONE JSON line.
// Usage: npm run build && node bench/loads-reports.mjs [requests-per-endpoint] [sqlite|postgres]
import { randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { startEmbeddedPostgres } from "../scripts/embedded-postgres.mjs";
import {
  nextAddress,
  percentileOf,
  requireBuild,
  startServer,
  utcContractor,
} from "./lib/haulwise.mjs";

const TOTAL_LOADS = 1_000_000;
const COMPANY_LOADS = 100_000;
const COMPANY_DAYS = 250;
const COMPANY_JOBS = 40;
const OTHER_COMPANIES = 90;
const OTHER_DAYS = 365;
const CEILING_MS = 20;
const requests = Number(process.argv[2] ?? 200);
const only = process.argv[3];

requireBuild();

const DAY_MS = 86_400_000;
const now = Date.now();
const today = new Date(now).toISOString().slice(0, 10);
const dayBefore = (days) => new Date(now - days * DAY_MS).toISOString().slice(0, 10);
const last30 = { from: dayBefore(29), to: today };
// The last whole calendar month (the company counts its days in UTC here).
const monthStart = new Date(
  Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() - 1, 1),
);
const monthEnd = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 0));
const lastMonth = {
  from: monthStart.toISOString().slice(0, 10),
  to: monthEnd.toISOString().slice(0, 10),
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request; resolves with the times to the first body byte and to the end, in ms. */
function timedGet(base, url, cookie) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByte = null;
    let bytes = 0;
    const request = http.get(
      `${base}${url}`,
      { agent, headers: { cookie, "x-forwarded-for": nextAddress() } },
      (response) => {
        response.on("data", (chunk) => {
          firstByte ??= performance.now() - started;
          bytes += chunk.length;
        });
        response.on("end", () => {
          if (response.statusCode !== 200) {
            reject(new Error(`${url}: ${response.statusCode}`));
            return;
          }
          resolve({ firstByte, total: performance.now() - started, bytes });
        });
      },
    );
    request.on("error", reject);
  });
}

const round = (value) => Math.round(value * 100) / 100;

async function measure(run, count) {
  for (let i = 0; i < Math.min(20, count); i++) await run();
  const samples = [];
  for (let i = 0; i < count; i++) samples.push(await run());
  return samples;
}

function summarise(samples) {
  return { p50Ms: round(percentileOf(samples, 50)), p95Ms: round(percentileOf(samples, 95)) };
}

/** The measured company's contractor, signed up, verified and signed in through the API. */
async function contractor(server) {
  const boss = await utcContractor(server);
  const company = await boss.call("GET", "/api/company");
  return { cookie: boss.cookie, companyId: company.id };
}

/** Rows of the seed, generated in order: companies, jobs, then loads by job and time. */
function* seedRows(companyId) {
  const stamp = new Date(now).toISOString();
  const companies = [companyId];
  for (let c = 0; c < OTHER_COMPANIES; c++) {
    const id = randomUUID();
    companies.push(id);
    yield ["company", [id, `Other haulers ${c}`, stamp]];
  }
  const jobsOf = new Map();
  for (const [index, company] of companies.entries()) {
    const count = index === 0 ? COMPANY_JOBS : 10;
    const ids = [];
    for (let j = 0; j < count; j++) {
      const id = randomUUID();
      ids.push(id);
      yield [
        "job",
        [
          id,
          company,
          `JOB-${index}-${j}`,
          `Quarry run ${j}`,
          index === 0 && j === 0 ? "active" : j % 3 === 0 ? "active" : "completed",
          stamp,
        ],
      ];
    }
    jobsOf.set(company, ids);
  }
  const otherLoads = Math.floor((TOTAL_LOADS - COMPANY_LOADS) / OTHER_COMPANIES);
  for (const [index, company] of companies.entries()) {
    const jobs = jobsOf.get(company);
    const total = index === 0 ? COMPANY_LOADS : otherLoads;
    const span = (index === 0 ? COMPANY_DAYS : OTHER_DAYS) * DAY_MS;
    const numbers = new Map();
    for (let i = 0; i < total; i++) {
      const job = jobs[i % jobs.length];
      const number = (numbers.get(job) ?? 0) + 1;
      numbers.set(job, number);
      // Evenly over the span, newest now; a few loads under way, a few voided.
      const completed = new Date(now - span + Math.floor(((i + 1) * span) / total) - 60_000);
      const status = i % 250 === 0 ? "voided" : "completed";
      const unit = i % 10 === 0 ? "cubic_yards" : i % 4 === 0 ? "pounds" : "tons";
      const quantity =
        unit === "pounds" ? 20_000 + (i % 9) * 1000 : unit === "cubic_yards" ? 14 : 12 + (i % 9);
      const at = completed.toISOString();
      const started = new Date(completed.getTime() - 45 * 60_000).toISOString();
      yield [
        "load",
        [
          randomUUID(),
          company,
          job,
          number,
          `Driver ${i % 40}`,
          status,
          "Base rock",
          quantity,
          unit,
          `T-${i}`,
          started,
          at,
          at,
          at,
        ],
      ];
    }
  }
}

async function seedSqlite(file, companyId) {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 10000");
  const insert = {
    company: db.prepare(
      "insert into companies (id, name, time_zone, created_at, updated_at) values (?, ?, 'UTC', ?, ?)",
    ),
    job: db.prepare(
      `insert into jobs (id, company_id, job_number, title, description, status, location, start_date, created_at, updated_at)
       values (?, ?, ?, ?, 'Haul base rock', ?, 'Site', '2026-01-01', ?, ?)`,
    ),
    load: db.prepare(
      `insert into loads (id, company_id, job_id, load_number, driver_name, status, material_type,
         quantity, quantity_unit, ticket_number, started_at, completed_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
  };
  const run = db.transaction((rows) => {
    for (const [kind, values] of rows) {
      if (kind === "company") insert.company.run(...values, values[2]);
      else if (kind === "job") insert.job.run(...values, values[5]);
      else insert.load.run(...values);
    }
  });
  let batch = [];
  for (const row of seedRows(companyId)) {
    batch.push(row);
    if (batch.length === 50_000) {
      run(batch);
      batch = [];
    }
  }
  run(batch);
  db.exec("analyze");
  db.close();
}

async function seedPostgres(url, companyId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const flush = async (kind, rows) => {
    if (rows.length === 0) return;
    const columns = {
      company: ["id", "name", "created_at"],
      job: ["id", "company_id", "job_number", "title", "status", "created_at"],
      load: [
        "id",
        "company_id",
        "job_id",
        "load_number",
        "driver_name",
        "status",
        "material_type",
        "quantity",
        "quantity_unit",
        "ticket_number",
        "started_at",
        "completed_at",
        "created_at",
        "updated_at",
      ],
    }[kind];
    const width = columns.length;
    const params = rows.flat();
    const tuples = rows.map(
      (_, r) => `(${columns.map((_, c) => `$${r * width + c + 1}`).join(", ")})`,
    );
    const sql =
      kind === "company"
        ? `insert into companies (id, name, created_at, updated_at, time_zone)
           select id, name, created_at::timestamptz, created_at::timestamptz, 'UTC' from (values ${tuples.join(", ")}) v(${columns.join(", ")})`
        : kind === "job"
          ? `insert into jobs (id, company_id, job_number, title, description, status, location, start_date, created_at, updated_at)
             select id, company_id, job_number, title, 'Haul base rock', status, 'Site', '2026-01-01', created_at::timestamptz, created_at::timestamptz
             from (values ${tuples.join(", ")}) v(${columns.join(", ")})`
          : `insert into loads (${columns.join(", ")})
             select id, company_id, job_id, load_number::int, driver_name, status, material_type, quantity::double precision,
               quantity_unit, ticket_number, started_at::timestamptz, completed_at::timestamptz, created_at::timestamptz, updated_at::timestamptz
             from (values ${tuples.join(", ")}) v(${columns.join(", ")})`;
    await client.query(sql, params);
  };
  const batches = { company: [], job: [], load: [] };
  for (const [kind, values] of seedRows(companyId)) {
    batches[kind].push(values.map(String));
    if (batches[kind].length === 2000) {
      await flush(kind, batches[kind]);
      batches[kind] = [];
    }
    if (kind === "load" && batches.company.length + batches.job.length > 0) {
      await flush("company", batches.company);
      await flush("job", batches.job);
      batches.company = [];
      batches.job = [];
    }
  }
  for (const kind of ["company", "job", "load"]) await flush(kind, batches[kind]);
  await client.query("vacuum analyze loads");
  await client.query("vacuum analyze jobs");
  return client;
}

const bounds = ({ from, to }) => ({
  from: `${from}T00:00:00.000Z`,
  to: new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString(),
});

/** The queries the endpoints run, written out: what an index alone costs. */
const bareQueries = {
  page: `select l.id, l.company_id, l.job_id, j.title as job_title, j.job_number, l.load_number, l.driver_id,
      l.driver_name, l.status, l.material_type, l.quantity, l.quantity_unit, l.ticket_number, l.started_at,
      l.completed_at, l.created_at
    from loads l inner join jobs j on j.id = l.job_id
    where l.status = 'completed' and l.company_id = $1 and l.completed_at >= $2 and l.completed_at < $3
    order by l.completed_at desc, l.id desc limit $4`,
  totals: `select count(*) as loads,
      sum(case when l.quantity_unit = 'tons' then l.quantity when l.quantity_unit = 'pounds' then l.quantity / 2000.0 else 0 end) as tons,
      sum(case when l.quantity_unit = 'cubic_yards' then l.quantity else 0 end) as cubic_yards
    from loads l where l.status = 'completed' and l.company_id = $1 and l.completed_at >= $2 and l.completed_at < $3`,
  count: `select count(*) as loads from loads l
    where l.status = 'completed' and l.company_id = $1 and l.completed_at >= $2 and l.completed_at < $3`,
  activeJobs: `select count(*) as count from jobs where company_id = $1 and status = 'active'`,
};

function bareRunner(kind, handle) {
  if (kind === "sqlite") {
    const prepared = Object.fromEntries(
      Object.entries(bareQueries).map(([name, text]) => [
        name,
        handle.prepare(text.replace(/\$\d+/g, "?")),
      ]),
    );
    return async (name, params) => prepared[name].all(...params);
  }
  return async (name, params) => (await handle.query(bareQueries[name], params)).rows;
}

async function timeBare(run, steps) {
  return measure(async () => {
    const started = performance.now();
    for (const [name, params] of steps) await run(name, params);
    return performance.now() - started;
  }, requests);
}

async function benchDatabase(kind) {
  let postgres = null;
  let env = {};
  if (kind === "postgres") {
    postgres = await startEmbeddedPostgres();
    env = { DATABASE_URL: postgres.url };
  }
  const server = await startServer({ ...env, RUN_WORKERS: "false" });
  try {
    const seedStarted = performance.now();
    const { cookie, companyId } = await contractor(server);
    let bareHandle;
    if (kind === "sqlite") {
      const file = path.join(server.dataDir, "haulwise.db");
      await seedSqlite(file, companyId);
      bareHandle = new Database(file, { readonly: true });
    } else {
      bareHandle = await seedPostgres(postgres.url, companyId);
    }
    const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
    const bare = bareRunner(kind, bareHandle);
    const range30 = bounds(last30);
    const month = bounds(lastMonth);
    const todayRange = bounds({ from: today, to: today });
    const query = (range) => `from=${range.from}&to=${range.to}`;

    const summaryHttp = await measure(
      async () => (await timedGet(server.base, `/api/loads?${query(last30)}`, cookie)).total,
      requests,
    );
    const summaryBare = await timeBare(bare, [
      ["page", [companyId, range30.from, range30.to, 101]],
      ["totals", [companyId, range30.from, range30.to]],
    ]);
    const statsHttp = await measure(
      async () =>
        (await timedGet(server.base, `/api/dashboard/stats?${query(last30)}`, cookie)).total,
      requests,
    );
    const statsBare = await timeBare(bare, [
      ["activeJobs", [companyId]],
      ["count", [companyId, todayRange.from, todayRange.to]],
      ["totals", [companyId, range30.from, range30.to]],
    ]);
    const exports = await measure(
      () => timedGet(server.base, `/api/loads/export.csv?${query(lastMonth)}`, cookie),
      Math.max(20, Math.round(requests / 4)),
    );
    // The export's first page is 100 rows (the download starts after it).
    const exportBare = await timeBare(bare, [["page", [companyId, month.from, month.to, 100]]]);
    // The smallest signed-in read (session, actor, one row by key): the floor of any endpoint.
    const floorHttp = await measure(
      async () => (await timedGet(server.base, "/api/company", cookie)).total,
      requests,
    );
    const sample = await timedGet(server.base, `/api/loads/export.csv?${query(lastMonth)}`, cookie);

    const counts =
      kind === "sqlite"
        ? bareHandle.prepare("select count(*) as n from loads").get().n
        : Number((await bareHandle.query("select count(*) as n from loads")).rows[0].n);
    const inRange = Number((await bare("count", [companyId, range30.from, range30.to]))[0].loads);
    const inMonth = Number((await bare("count", [companyId, month.from, month.to]))[0].loads);
    if (kind === "sqlite") bareHandle.close();
    else await bareHandle.end();

    const row = (endpoint, http, bareSamples, extra = {}) => {
      const figures = summarise(http);
      return {
        endpoint,
        ...figures,
        ceilingMs: CEILING_MS,
        underCeiling: figures.p95Ms < CEILING_MS,
        bareQueriesP50Ms: summarise(bareSamples).p50Ms,
        bareQueriesP95Ms: summarise(bareSamples).p95Ms,
        ...extra,
      };
    };
    return {
      database: kind,
      loads: counts,
      companyLoads: COMPANY_LOADS,
      loadsInLast30Days: inRange,
      loadsInMonth: inMonth,
      seedSeconds,
      signedInFloor: { endpoint: "GET /api/company", ...summarise(floorHttp) },
      results: [
        row(
          "GET /api/loads (30 days: first page of 100 and the range's totals)",
          summaryHttp,
          summaryBare,
        ),
        row("GET /api/dashboard/stats (30 days)", statsHttp, statsBare),
        row(
          `GET /api/loads/export.csv (${lastMonth.from} to ${lastMonth.to}), time to first byte`,
          exports.map((e) => e.firstByte),
          exportBare,
          {
            wholeFileP50Ms: summarise(exports.map((e) => e.total)).p50Ms,
            fileBytes: sample.bytes,
          },
        ),
      ],
    };
  } finally {
    await server.stop();
    await postgres?.stop();
  }
}

const databases = only ? [only] : ["sqlite", "postgres"];
const runs = [];
for (const kind of databases) runs.push(await benchDatabase(kind));
agent.destroy();
console.log(
  JSON.stringify({
    bench: "loads-reports",
    requestsPerEndpoint: requests,
    connection: "one keep-alive connection, requests one after another",
    runs,
  }),
);
