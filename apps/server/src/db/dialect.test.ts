import { zonedDayBounds } from "@haulwise/domain";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, makeTempDir } from "../test/database.js";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { columnTypesFor, type MigrationDb } from "./migrations/types.js";

/** A scratch table of timestamps, typed as the migrations type them on each database. */
type Scratch = { id: string; at: string; later: string };

describe("dialect helpers", () => {
  const temp = makeTempDir("haulwise-dialect-");
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: DatabaseHandle;
  const db = () => database.db as unknown as MigrationDb;

  beforeAll(async () => {
    testDb = await createTestDatabase(temp.dir);
    // Two transactions holding a connection each, and one to watch them.
    database = openDatabase(testDb.config, { poolSize: 3 });
    const t = columnTypesFor(database.kind);
    await db()
      .schema.createTable("scratch")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("at", t.timestamp, (c) => c.notNull())
      .addColumn("later", t.timestamp, (c) => c.notNull())
      .execute();
    const rows: Scratch[] = [
      { id: "a", at: "2030-01-15T05:59:59.000Z", later: "2030-01-15T06:01:29.500Z" },
      { id: "b", at: "2030-01-15T06:00:00.000Z", later: "2030-01-15T06:00:00.000Z" },
      { id: "c", at: "2030-01-15T23:30:00.000Z", later: "2030-01-16T00:30:00.000Z" },
      { id: "d", at: "2030-01-16T05:59:59.999Z", later: "2030-01-16T05:00:00.000Z" },
      { id: "e", at: "2030-01-16T06:00:00.000Z", later: "2030-01-17T06:00:00.000Z" },
    ];
    await db().insertInto("scratch").values(rows).execute();
  });

  afterAll(async () => {
    await database.close();
    await testDb.drop();
    temp.remove();
  });

  it("reads the UTC day of a timestamp", async () => {
    const rows = await db()
      .selectFrom("scratch")
      .select(["id", database.dialect.utcDay("at").as("day")])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => `${row.id}:${row.day}`)).toEqual([
      "a:2030-01-15",
      "b:2030-01-15",
      "c:2030-01-15",
      "d:2030-01-16",
      "e:2030-01-16",
    ]);
  });

  it("counts seconds between two timestamps, and between a column and a value", async () => {
    const { dialect } = database;
    const rows = await db()
      .selectFrom("scratch")
      .select([
        "id",
        dialect.secondsBetween("at", "later").as("gap"),
        dialect.secondsBetween("at", dialect.timestamp("2030-01-16T06:00:00.000Z")).as("left"),
      ])
      .orderBy("id")
      .execute();
    const rounded = rows.map((row) => [
      row.id,
      Math.round(Number(row.gap) * 10) / 10,
      Math.round(Number(row.left)),
    ]);
    expect(rounded).toEqual([
      ["a", 90.5, 86401],
      ["b", 0, 86400],
      ["c", 3600, 23400],
      ["d", -3600, 0],
      ["e", 86400, 0],
    ]);
    const lateBy = await db()
      .selectFrom("scratch")
      .select("id")
      .where(dialect.secondsBetween("at", "later"), ">", 60)
      .orderBy("id")
      .execute();
    expect(lateBy.map((row) => row.id)).toEqual(["a", "c", "e"]);
  });

  it("finds rows older than some seconds before a chosen now", async () => {
    const now = new Date("2030-01-16T06:00:00.000Z");
    const older = await db()
      .selectFrom("scratch")
      .select("id")
      .where(database.dialect.olderThan("at", 6 * 3600, now))
      .orderBy("id")
      .execute();
    // 06:00 minus six hours is midnight: only rows before 2030-01-16T00:00 are older.
    expect(older.map((row) => row.id)).toEqual(["a", "b", "c"]);
  });

  /**
   * Returns once a transaction waits for a lock: on PostgreSQL its wait is seen in
   * pg_stat_activity; SQLite runs one writer at a time, so the second waits for the first's
   * connection as soon as it has had a few turns of the event loop to ask for it.
   */
  async function waitingForALock() {
    if (database.kind === "postgres") {
      const waiting = async () => {
        const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting
          from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(db());
        return rows[0]!.waiting;
      };
      await expect.poll(waiting).toBe(1);
      return;
    }
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
  }

  it("holds a row read for update until its transaction ends", async () => {
    const order: string[] = [];
    let releaseFirst: () => void = () => {};
    const firstMayCommit = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstHolds: () => void = () => {};
    const firstLocked = new Promise<void>((resolve) => {
      firstHolds = resolve;
    });
    const lockRow = (trx: MigrationDb) =>
      database.dialect
        .forUpdate(trx.selectFrom("scratch").select("id").where("id", "=", "a"))
        .executeTakeFirst();

    const first = db()
      .transaction()
      .execute(async (trx) => {
        await lockRow(trx);
        order.push("first locked");
        firstHolds();
        await firstMayCommit;
        order.push("first commits");
      });
    await firstLocked;
    const second = db()
      .transaction()
      .execute(async (trx) => {
        await lockRow(trx);
        order.push("second locked");
      });
    await waitingForALock();
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(["first locked", "first commits", "second locked"]);
  });

  it("queries a day in a company's time zone as a UTC range", async () => {
    const { from, to } = zonedDayBounds("2030-01-15", "America/Chicago");
    const rows = await db()
      .selectFrom("scratch")
      .select("id")
      .where("at", ">=", from)
      .where("at", "<", to)
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.id)).toEqual(["b", "c", "d"]);
  });
});
