import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, makeTempDir } from "../test/database.js";
import { compiledQuery, type Param } from "./compiled-query.js";
import { type DatabaseHandle, openDatabase } from "./database.js";
import { migrateToLatest } from "./migrator.js";

const usersBetween = compiledQuery((db, param: Param<{ from: string; to: string }>) =>
  db
    .selectFrom("users")
    .select(["id", "email"])
    .where("email", ">=", param("from"))
    .where("email", "<", param("to"))
    .where("email_verified", "=", true)
    .orderBy("email"),
);

describe("a query compiled once", () => {
  const temp = makeTempDir("haulwise-compiled-");
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: DatabaseHandle;

  beforeAll(async () => {
    testDb = await createTestDatabase(temp.dir);
    database = openDatabase(testDb.config, { poolSize: 2 });
    await migrateToLatest(database);
    const at = "2030-01-01T00:00:00.000Z";
    await database.db
      .insertInto("users")
      .values(
        ["a", "b", "c", "d"].map((letter) => ({
          id: `user-${letter}`,
          name: letter,
          email: `${letter}@example.com`,
          email_verified: letter !== "c",
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  });

  afterAll(async () => {
    await database.close();
    await testDb.drop();
    temp.remove();
  });

  it("binds each run's own values, in the places it names them, with literals kept", async () => {
    const emails = async (from: string, to: string) =>
      (await usersBetween.execute(database.db, { from, to })).map((row) => row.email);
    expect(await emails("a", "c")).toEqual(["a@example.com", "b@example.com"]);
    expect(await emails("b", "z")).toEqual(["b@example.com", "d@example.com"]);
    expect(
      await usersBetween.executeTakeFirst(database.db, { from: "x", to: "z" }),
    ).toBeUndefined();
  });

  it("runs inside a transaction and sees its uncommitted rows", async () => {
    const seen = await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ email_verified: true })
        .where("id", "=", "user-c")
        .execute();
      const rows = await usersBetween.execute(trx, { from: "c", to: "d" });
      await trx
        .updateTable("users")
        .set({ email_verified: false })
        .where("id", "=", "user-c")
        .execute();
      return rows;
    });
    expect(seen.map((row) => row.id)).toEqual(["user-c"]);
  });
});
