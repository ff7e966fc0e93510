// Drafting an invoice from 5,000 approved tickets, and rendering its PDF, against the BUILT
// server: a customer's job with a per-ton rate and a fuel surcharge, 5,000 approved tickets over
// a week (tons and pounds) seeded into the database. Each round drafts the week's invoice over
// HTTP (POST /api/invoices: reading the tickets, pricing 5,000 lines, storing them), fetches its
// PDF (GET /api/invoices/{id}/pdf, 100-odd pages), then voids it so the next round drafts the
// same tickets again. Beside them, in the same run, the bare query of the same tickets from this
// process on its own connection: the floor the draft sits on. Ceilings: draft under 1 s, PDF
// under 2 s. Runs on SQLite and on PostgreSQL (embedded). Prints ONE JSON line.
// Usage: npm run build && node bench/invoicing.mjs [rounds] [sqlite|postgres]
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { startEmbeddedPostgres } from "../scripts/embedded-postgres.mjs";
import { percentileOf, requireBuild, startServer, utcContractor } from "./lib/haulwise.mjs";

const TICKETS = 5_000;
const DRAFT_CEILING_MS = 1_000;
const PDF_CEILING_MS = 2_000;
const rounds = Number(process.argv[2] ?? 5);
const only = process.argv[3];
requireBuild();

const DAY_MS = 86_400_000;
const now = Date.now();
const day = (offset) => new Date(now - offset * DAY_MS).toISOString().slice(0, 10);
const week = { from: day(8), to: day(2) };

/** A signed-in contractor with a customer, a job for it and the job's rate, through the API. */
async function contractorWithJob(server) {
  const boss = await utcContractor(server);
  const customer = await boss.call("POST", "/api/customers", {
    name: "Acme Builders",
    termsDays: 30,
  });
  const job = await boss.call("POST", "/api/jobs", {
    title: "Quarry to Maple Street",
    description: "Base rock",
    location: "Maple Street",
    startDate: day(30),
  });
  await boss.call("PATCH", `/api/jobs/${job.id}`, {
    customerId: customer.id,
    purchaseOrder: "PO-7781",
  });
  await boss.call("PUT", `/api/jobs/${job.id}/rates`, {
    bill: { per: "ton", rateCents: 1425, minimumCents: 9000, fuelSurchargePercent: 12.5 },
    startsOn: day(60),
  });
  return { boss, customerId: customer.id, jobId: job.id, companyId: job.companyId };
}

/** 5,000 approved, delivered tickets over the week, a fifth of them weighed in pounds. */
function* ticketRows(companyId, jobId) {
  // From 06:00 on the first day to 18:00 on the last.
  const span = 6.5 * DAY_MS;
  const start = Date.parse(`${week.from}T06:00:00Z`);
  for (let i = 0; i < TICKETS; i++) {
    const at = new Date(start + (Math.floor((i * span) / TICKETS) % span)).toISOString();
    const pounds = i % 5 === 0;
    yield [
      randomUUID(),
      companyId,
      jobId,
      i + 1,
      `Driver ${i % 40}`,
      "completed",
      "Base rock",
      pounds ? 24_000 + (i % 17) * 37 : 11 + (i % 9) + (i % 100) / 100,
      pounds ? "pounds" : "tons",
      `T-${i}`,
      at,
      at,
      at,
      at,
      "approved",
      at,
    ];
  }
}

const columns = [
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
  "approval",
  "approved_at",
];

async function seed(kind, handle, companyId, jobId) {
  if (kind === "sqlite") {
    const insert = handle.prepare(
      `insert into loads (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`,
    );
    handle.transaction(() => {
      for (const row of ticketRows(companyId, jobId)) insert.run(...row);
    })();
    handle.exec("analyze");
    return;
  }
  let batch = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const width = columns.length;
    const tuples = batch.map(
      (_, r) => `(${columns.map((_, c) => `$${r * width + c + 1}`).join(", ")})`,
    );
    await handle.query(
      `insert into loads (${columns.join(", ")})
       select id, company_id, job_id, load_number::int, driver_name, status, material_type,
         quantity::double precision, quantity_unit, ticket_number, started_at::timestamptz,
         completed_at::timestamptz, created_at::timestamptz, updated_at::timestamptz, approval,
         approved_at::timestamptz
       from (values ${tuples.join(", ")}) v(${columns.join(", ")})`,
      batch.flat().map(String),
    );
    batch = [];
  };
  for (const row of ticketRows(companyId, jobId)) {
    batch.push(row);
    if (batch.length === 1000) await flush();
  }
  await flush();
  await handle.query("vacuum analyze loads");
}

/** The tickets the draft bills, written out: approved, delivered in the week, on no live invoice. */
const BARE = `select l.id, l.job_id, l.load_number, l.ticket_number, l.material_type, l.quantity,
    l.quantity_unit, l.completed_at, l.driver_name, l.truck_id
  from loads l
  where l.job_id = $1 and l.status = 'completed' and l.completed_at >= $2 and l.completed_at < $3
    and l.approval = 'approved'
    and not exists (select il.id from invoice_lines il where il.billed_load_id = l.id)`;

const round = (value) => Math.round(value * 10) / 10;
const summary = (samples) => ({
  p50Ms: round(percentileOf(samples, 50)),
  maxMs: round(Math.max(...samples)),
});

async function benchDatabase(kind) {
  let postgres = null;
  let env = {};
  if (kind === "postgres") {
    postgres = await startEmbeddedPostgres();
    env = { DATABASE_URL: postgres.url };
  }
  const server = await startServer({ ...env, RUN_WORKERS: "false" });
  try {
    const { boss, customerId, jobId, companyId } = await contractorWithJob(server);
    const handle =
      kind === "sqlite"
        ? new Database(server.database)
        : await (async () => {
            const client = new pg.Client({ connectionString: postgres.url });
            await client.connect();
            return client;
          })();
    if (kind === "sqlite") handle.pragma("busy_timeout = 10000");
    await seed(kind, handle, companyId, jobId);
    const range = [
      jobId,
      `${week.from}T00:00:00.000Z`,
      new Date(Date.parse(`${week.to}T00:00:00Z`) + DAY_MS).toISOString(),
    ];
    const bare =
      kind === "sqlite"
        ? (() => {
            const statement = handle.prepare(BARE.replace(/\$\d/g, "?"));
            return async () => statement.all(...range).length;
          })()
        : async () => (await handle.query(BARE, range)).rows.length;

    const drafts = [];
    const pdfs = [];
    const bares = [];
    let lines = 0;
    let pdfBytes = 0;
    for (let i = 0; i < rounds + 1; i++) {
      const bareStarted = performance.now();
      const found = await bare();
      const bareMs = performance.now() - bareStarted;
      if (found !== TICKETS) throw new Error(`bare query found ${found} tickets`);
      const started = performance.now();
      const invoice = await boss.call("POST", "/api/invoices", { customerId, ...week });
      const draftMs = performance.now() - started;
      const pdfStarted = performance.now();
      const pdf = Buffer.from(
        await (await boss.send("GET", `/api/invoices/${invoice.id}/pdf`)).arrayBuffer(),
      );
      const pdfMs = performance.now() - pdfStarted;
      await boss.call("POST", `/api/invoices/${invoice.id}/void`, { reason: "Bench round" });
      // The first round warms the server's code paths and the database's caches.
      if (i === 0) continue;
      drafts.push(draftMs);
      pdfs.push(pdfMs);
      bares.push(bareMs);
      lines = invoice.lines.length;
      pdfBytes = pdf.length;
    }
    if (kind === "sqlite") handle.close();
    else await handle.end();
    return {
      tickets: TICKETS,
      lines,
      pdfKiB: Math.round(pdfBytes / 1024),
      draft: summary(drafts),
      pdf: summary(pdfs),
      bareQuery: summary(bares),
      draftUnderCeiling: percentileOf(drafts, 50) < DRAFT_CEILING_MS,
      pdfUnderCeiling: percentileOf(pdfs, 50) < PDF_CEILING_MS,
    };
  } finally {
    await server.stop();
    await postgres?.stop();
  }
}

const result = {
  bench: "invoicing",
  rounds,
  ceilings: { draftMs: DRAFT_CEILING_MS, pdfMs: PDF_CEILING_MS },
};
for (const kind of ["sqlite", "postgres"]) {
  if (only && only !== kind) continue;
  result[kind] = await benchDatabase(kind);
}
console.log(JSON.stringify(result));
