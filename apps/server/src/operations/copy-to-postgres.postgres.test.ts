import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrator.js";
import { multipartFile, TestClient } from "../test/client.js";
import { createTestDatabase } from "../test/database.js";
import { pdfFile } from "../test/files.js";
import { sendDocument } from "../test/fleet.js";
import { type StartedTestApp, startTestApp } from "../test/harness.js";
import { ticketForm } from "../test/hauling.js";
import { pngImage } from "../test/images.js";
import { fixesAlong, sendFixes, trackingCompany } from "../test/tracking.js";
import { differences, postgresReader, sqliteReader, summariseDatabase } from "./tables.js";

const serverRoot = path.resolve(import.meta.dirname, "../..");
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

function dbCopy(url: string, env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--conditions=@haulwise/source", "src/db-copy.ts", url],
      { cwd: serverRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * A table no migration of this version has, as another module's next migration would add:
 * it points at trucks (so it must come after them) and at itself (a shift and the one before).
 */
const CREW_SHIFTS = (timestamp: string) => sql`
  create table crew_shifts (
    id text primary key,
    truck_id text not null references trucks (id) on delete cascade,
    previous_shift_id text references crew_shifts (id),
    started_at ${sql.raw(timestamp)} not null,
    overtime ${sql.raw(timestamp === "text" ? "integer" : "boolean")} not null
  )`;

describe("moving an embedded install to PostgreSQL with npm run db:copy", () => {
  let sqliteApp: StartedTestApp;
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  let postgresApp: StartedTestApp | null = null;

  beforeAll(async () => {
    sqliteApp = await startTestApp({}, { sqlite: true });
    target = await createTestDatabase(sqliteApp.dataDir, "postgres");
  });

  afterAll(async () => {
    await postgresApp?.close();
    await sqliteApp?.close();
    await target?.drop();
  });

  it("copies every table, ones it never heard of included, loses no row, and the same people sign in", async () => {
    const ctx = sqliteApp;
    const crews = [await trackingCompany(ctx, { drivers: 2 }), await trackingCompany(ctx)];
    const { contractor, driver, job } = crews[0]!;
    const document = await sendDocument(
      contractor.client,
      job.id,
      { driverId: driver.userId },
      { data: pdfFile("Haul plan"), filename: "Haul plan.pdf", contentType: "application/pdf" },
    );
    expect(document.statusCode).toBe(201);
    await driver.client.put(
      "/api/me/avatar",
      undefined,
      multipartFile(await pngImage(), "me.png", "image/png"),
    );
    const load = await driver.client.request(
      "POST",
      "/api/loads",
      ticketForm(
        { jobId: job.id, quantity: 12.5, quantityUnit: "tons", ticketNumber: "C-9" },
        { data: await pngImage(), fileName: "ticket.png", contentType: "image/png" },
      ),
    );
    expect(load.statusCode, load.body).toBe(200);
    const sent = fixesAlong({ start: new Date(ctx.clock.now().getTime() - 3_600_000), count: 240 });
    for (let index = 0; index < sent.length; index += 60) {
      expect((await sendFixes(driver, sent.slice(index, index + 60))).statusCode).toBe(200);
    }
    const truck = await contractor.client.post("/api/trucks", {
      make: "Kenworth",
      model: "T880",
      truckNumber: "12",
      licensePlate: "HW-1212",
    });
    expect(truck.statusCode, truck.body).toBeLessThan(300);

    // A table added since, with a reference to itself.
    if (ctx.config.database.kind !== "sqlite") throw new Error("expected SQLite");
    await CREW_SHIFTS("text").execute(ctx.database.db);
    await sql`insert into crew_shifts values
      ('s2', ${truck.json().id}, null, '2030-03-01T06:00:00.000Z', 0)`.execute(ctx.database.db);
    await sql`insert into crew_shifts values
      ('s1', ${truck.json().id}, 's2', '2030-03-01T18:00:00.000Z', 1)`.execute(ctx.database.db);
    if (target.config.kind !== "postgres") throw new Error("expected PostgreSQL");
    const prepared = openDatabase(target.config, { poolSize: 1 });
    await migrateToLatest(prepared);
    await CREW_SHIFTS("timestamptz").execute(prepared.db);
    await prepared.close();

    const env = { DATA_DIR: ctx.dataDir, DATABASE_URL: `file:${ctx.config.database.filename}` };
    const copy = await dbCopy(target.config.connectionString, env);
    expect(copy.code, copy.output).toBe(0);
    expect(copy.output).toContain("every table matches in PostgreSQL");
    expect(copy.output).toMatch(/crew_shifts\s+2 rows/);
    expect(copy.output).toMatch(/location_history\s+240 rows/);

    // Checked again here, on both sides, independently of the command's own check.
    const source = sqliteReader(ctx.config.database.filename);
    const copied = await postgresReader(target.config.connectionString);
    const [before, after] = [await summariseDatabase(source), await summariseDatabase(copied)];
    await source.close();
    await copied.close();
    expect(differences(before, after)).toEqual([]);
    expect(Object.keys(after).length).toBeGreaterThan(20);
    expect(after.users!.rows).toBe(5);
    // The checksum sees one changed value, a moment's difference included.
    const changed = await postgresReader(target.config.connectionString);
    await changed.client.query(
      "update crew_shifts set started_at = started_at + interval '1 millisecond' where id = 's1'",
    );
    expect(differences(before, await summariseDatabase(changed)).map((d) => d.table)).toEqual([
      "crew_shifts",
    ]);
    await changed.client.query(
      "update crew_shifts set started_at = started_at - interval '1 millisecond' where id = 's1'",
    );
    expect(differences(before, await summariseDatabase(changed))).toEqual([]);
    await changed.close();

    // The same accounts, on PostgreSQL, with the same files.
    postgresApp = await startTestApp(
      {},
      { existing: { dataDir: ctx.dataDir, database: target.config } },
    );
    const again = new TestClient(postgresApp.app);
    const signIn = await again.post("/api/auth/sign-in/email", {
      email: contractor.email,
      password: contractor.password,
    });
    expect(signIn.statusCode).toBe(200);
    const jobs = (await again.get("/api/jobs")).json().jobs as Array<{ id: string }>;
    expect(jobs.map((found) => found.id)).toEqual([job.id]);
    const download = await again.get(`/api/documents/${document.json().id}/download`);
    expect(sha256(download.rawPayload)).toBe(sha256(pdfFile("Haul plan")));
    const track = await again.get(`/api/jobs/${job.id}/positions`);
    expect(track.statusCode, track.body).toBe(200);
    const loaded = await again.get(`/api/loads/${load.json().id}`);
    expect(loaded.json().quantity).toBe(12.5);
    const driverAgain = new TestClient(postgresApp.app);
    for (const [name, value] of driver.client.cookies) driverAgain.cookies.set(name, value);
    expect((await driverAgain.get("/api/me")).statusCode).toBe(200);

    // A second copy would mix two installs: refused, with nothing written.
    const twice = await dbCopy(target.config.connectionString, env);
    expect(twice.code).toBe(1);
    expect(twice.output).toContain("is not empty");
    // Two child processes (the copy, twice) start and load the whole server: on two shared
    // cores that alone can take most of the default half minute.
  }, 90_000);
});
