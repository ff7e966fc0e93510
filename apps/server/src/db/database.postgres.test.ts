import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, makeTempDir } from "../test/database.js";
import { type DatabaseHandle, openDatabase } from "./database.js";

// Runs in the server-postgres project only (see vitest.config.ts: *.postgres.test.ts).
describe("the PostgreSQL connection pool", () => {
  const temp = makeTempDir("haulwise-db-");
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: DatabaseHandle;
  const reported: Error[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase(temp.dir);
    database = openDatabase(testDb.config, {
      poolSize: 2,
      onConnectionError: (error) => reported.push(error),
    });
  });

  afterAll(async () => {
    await database.close();
    await testDb.drop();
    temp.remove();
  });

  it("survives PostgreSQL ending its idle connections, and answers the next query", async () => {
    await sql`select 1`.execute(database.db);
    if (testDb.config.kind !== "postgres") throw new Error("expected PostgreSQL");
    const databaseName = new URL(testDb.config.connectionString).pathname.slice(1);

    // What a restart or an administrator does to every connection of the app.
    const admin = new pg.Client({ connectionString: testDb.config.connectionString });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [databaseName],
    );
    await admin.end();
    await expect.poll(() => reported.length).toBeGreaterThan(0);

    const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(database.db);
    expect(rows).toEqual([{ answer: 42 }]);
    expect(reported[0]?.message).toMatch(/terminat/i);
  });
});
