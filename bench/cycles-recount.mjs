// Recounting after a site changes, against the BUILT server code on SQLite and on PostgreSQL
// (embedded): one company of 50 trucks with 7 days of the simulator's hauling in its history
// (about a million fixes), its pit and dumps drawn and both routes set. The site revision is
// raised, as drawing or redrawing a fence does, and the recount worker's round is timed (every
// driver's last 7 days folded again, visits replaced, cycles rebuilt); beside it, in the same
// run, a bare scan of the same rows (each driver's fixes of the 7 days, read by the database
// driver alone): the floor under any recount. Ceiling: 10 s. Prints ONE JSON line.
// Usage: npm run build && node bench/cycles-recount.mjs [trucks] [sqlite|postgres]
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { startEmbeddedPostgres } from "../scripts/embedded-postgres.mjs";
import { seedHaulingCompany, simulateDays } from "./lib/hauling-days.mjs";
import { dist, requireBuild } from "./lib/haulwise.mjs";

requireBuild();
const trucks = Number(process.argv[2] ?? 50);
const only = process.argv[3];
const DAYS = 7;
const CEILING_MS = 10_000;

const { openDatabase } = await import(dist("db/database.js"));
const { migrateToLatest } = await import(dist("db/migrator.js"));
const { timeOrderedId } = await import(dist("db/ids.js"));
const { createCountingService } = await import(dist("modules/cycles/counting.service.js"));
const { lockDriverPositions } = await import(dist("modules/tracking/tracking.module.js"));
const { createEventBus } = await import(dist("events/bus.js"));
const { systemClock } = await import(dist("clock.js"));

const COLUMNS = [
  "id",
  "user_id",
  "kind",
  "latitude",
  "longitude",
  "accuracy",
  "speed",
  "flagged",
  "recorded_at",
  "created_at",
  "device_id",
  "seq",
];

function historyRows(driverId, fixes, deviceId) {
  const created = new Date().toISOString();
  return fixes.map((fix) => [
    timeOrderedId(Date.parse(fix.recordedAt)),
    driverId,
    "position",
    fix.latitude,
    fix.longitude,
    fix.accuracy,
    fix.speed,
    0,
    fix.recordedAt,
    created,
    deviceId,
    fix.seq,
  ]);
}

async function benchDatabase(kind) {
  let postgres = null;
  let dir = null;
  let config;
  if (kind === "postgres") {
    postgres = await startEmbeddedPostgres();
    config = { kind: "postgres", connectionString: postgres.url };
  } else {
    dir = mkdtempSync(path.join(os.tmpdir(), "haulwise-bench-recount-"));
    config = { kind: "sqlite", filename: path.join(dir, "haulwise.db") };
  }
  const handle = openDatabase(config, { sqliteSynchronous: "NORMAL" });
  let raw;
  try {
    await migrateToLatest(handle);
    const seedStarted = performance.now();
    const company = await seedHaulingCompany(handle.db, trucks);
    let write;
    if (kind === "sqlite") {
      raw = new Database(config.filename);
      raw.pragma("journal_mode = WAL");
      raw.pragma("synchronous = NORMAL");
      const insert = raw.prepare(
        `insert into location_history (${COLUMNS.join(", ")}) values (${COLUMNS.map(() => "?").join(", ")})`,
      );
      const many = raw.transaction((rows) => {
        for (const row of rows) insert.run(...row);
      });
      write = async (driverId, fixes, deviceId) => many(historyRows(driverId, fixes, deviceId));
    } else {
      raw = new pg.Client({ connectionString: postgres.url });
      await raw.connect();
      write = async (driverId, fixes, deviceId) => {
        const rows = historyRows(driverId, fixes, deviceId);
        for (let i = 0; i < rows.length; i += 2000) {
          await raw.query(
            `insert into location_history (${COLUMNS.join(", ")})
             select id, user_id, kind, latitude, longitude, accuracy, speed, flagged::int::boolean,
               recorded_at::timestamptz, created_at::timestamptz, device_id, seq
             from json_to_recordset($1::json) as r(id text, user_id text, kind text, latitude float8,
               longitude float8, accuracy float8, speed float8, flagged int, recorded_at text,
               created_at text, device_id text, seq bigint)`,
            [
              JSON.stringify(
                rows
                  .slice(i, i + 2000)
                  .map((row) => Object.fromEntries(COLUMNS.map((c, j) => [c, row[j]]))),
              ),
            ],
          );
        }
      };
    }
    const seeded = await simulateDays(company, DAYS, write);
    if (kind === "sqlite") raw.exec("analyze");
    else await raw.query("vacuum analyze location_history");
    const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);

    const events = createEventBus({ clock: systemClock, logger: console });
    const counting = createCountingService({
      db: handle.db,
      dialect: handle.dialect,
      clock: systemClock,
      events,
      lockDrivers: (trx, ids) => lockDriverPositions(trx, handle.dialect, ids),
    });
    // A fence redrawn: the company's revision runs ahead of what its visits were counted with.
    const recount = async () => {
      await handle.db
        .updateTable("site_revisions")
        .set((eb) => ({ revision: eb("revision", "+", 1) }))
        .where("company_id", "=", company.companyId)
        .execute();
      const started = performance.now();
      await counting.catchUp(new Date());
      return performance.now() - started;
    };
    const first = await recount();
    const second = await recount();

    const from = new Date(Date.now() - DAYS * 86_400_000).toISOString();
    const scanText = `select recorded_at, device_id, seq, latitude, longitude, accuracy, speed
      from location_history where user_id = $1 and kind = 'position' and recorded_at >= $2
        and latitude is not null and longitude is not null order by recorded_at`;
    const scanStarted = performance.now();
    let scanned = 0;
    if (kind === "sqlite") {
      const scan = raw.prepare(scanText.replace(/\$\d/g, "?"));
      for (const driver of company.drivers) scanned += scan.all(driver.userId, from).length;
    } else {
      for (const driver of company.drivers) {
        scanned += (await raw.query(scanText, [driver.userId, from])).rows.length;
      }
    }
    const bareScanMs = performance.now() - scanStarted;
    const count = async (table) =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirst()
        ).n,
      );
    await events.close();
    const recountMs = Math.round(Math.min(first, second));
    return {
      database: kind,
      trucks,
      days: DAYS,
      fixes: seeded.fixes,
      fixesScanned: scanned,
      trueCycles: seeded.cycles,
      cyclesCounted: await count("cycles"),
      visits: await count("site_visits"),
      seedSeconds,
      recountMs,
      recountRunsMs: [Math.round(first), Math.round(second)],
      bareScanMs: Math.round(bareScanMs),
      recountOverScan: Math.round((recountMs / bareScanMs) * 10) / 10,
      ceilingMs: CEILING_MS,
      underCeiling: recountMs < CEILING_MS,
    };
  } finally {
    if (kind === "sqlite") raw?.close();
    else await raw?.end();
    await handle.close();
    await postgres?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

const runs = [];
for (const kind of only ? [only] : ["sqlite", "postgres"]) runs.push(await benchDatabase(kind));
console.log(JSON.stringify({ bench: "cycles-recount", runs }));
