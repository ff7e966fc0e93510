import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, makeTempDir } from "../../test/database.js";
import { type DatabaseHandle, openDatabase } from "../database.js";
import { rebuildSqliteTable } from "./sqlite-rebuild.js";
import type { MigrationDb } from "./types.js";

/** The crews table as the rebuilds want it: its name now required. */
const namedCrews = (trx: MigrationDb, name: string) =>
  trx.schema
    .createTable(name)
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull());

describe.runIf(process.env.HAULWISE_TEST_DB !== "postgres")("rebuilding a SQLite table", () => {
  const temp = makeTempDir("haulwise-rebuild-");
  let database: DatabaseHandle;
  const db = () => database.authDb as MigrationDb;

  beforeAll(async () => {
    const testDb = await createTestDatabase(temp.dir);
    database = openDatabase(testDb.config);
    await db()
      .schema.createTable("crews")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text")
      .execute();
    await db()
      .schema.createTable("members")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("crew_id", "text", (c) => c.notNull().references("crews.id").onDelete("cascade"))
      .execute();
    await db()
      .insertInto("crews")
      .values([
        { id: "c1", name: "North" },
        { id: "c2", name: null },
      ])
      .execute();
    await db()
      .insertInto("members")
      .values([
        { id: "m1", crew_id: "c1" },
        { id: "m2", crew_id: "c2" },
      ])
      .execute();
  });

  afterAll(async () => {
    await database.close();
    temp.remove();
  });

  it("makes a column NOT NULL without cascading into the rows that reference the table", async () => {
    await db().updateTable("crews").set({ name: "Unnamed" }).where("name", "is", null).execute();
    await rebuildSqliteTable(db(), {
      table: "crews",
      create: namedCrews,
      copy: ["id", "name"],
      indexes: [(trx) => trx.schema.createIndex("crews_name").on("crews").column("name")],
    });

    expect(await db().selectFrom("members").selectAll().orderBy("id").execute()).toEqual([
      { id: "m1", crew_id: "c1" },
      { id: "m2", crew_id: "c2" },
    ]);
    await expect(
      db().insertInto("crews").values({ id: "c3", name: null }).execute(),
    ).rejects.toThrow(/NOT NULL/);
    // Foreign keys are on again and still point at the rebuilt table.
    await expect(
      db().insertInto("members").values({ id: "m3", crew_id: "nowhere" }).execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
    await db().deleteFrom("crews").where("id", "=", "c1").execute();
    expect(await db().selectFrom("members").select("id").execute()).toEqual([{ id: "m2" }]);
    const indexes = await sql<{ name: string }>`pragma index_list(crews)`.execute(db());
    expect(indexes.rows.map((row) => row.name)).toContain("crews_name");
  });

  it("refuses, and changes nothing, when the copy would break a foreign key", async () => {
    await expect(
      rebuildSqliteTable(db(), {
        table: "crews",
        create: namedCrews,
        // Forgetting to copy the key leaves every member pointing at nothing.
        copy: ["name"],
      }),
    ).rejects.toThrow(/broken foreign keys in: members/);
    expect(await db().selectFrom("crews").select("id").execute()).toEqual([{ id: "c2" }]);
  });
});
