import { sql } from "kysely";
import type { DatabaseHandle } from "../db/database.js";

const COUNTER = "test_change_counter";

/**
 * Counts every row inserted, updated or deleted in the application's tables (by triggers, on
 * both databases), so a test can prove that a refused request changed nothing. `except` names
 * tables whose writes are the point of a refusal (a failed sign-in is counted by the throttle).
 */
export async function installChangeCounter(
  database: DatabaseHandle,
  options: { except?: string[] } = {},
): Promise<() => Promise<number>> {
  const db = database.authDb;
  const skip = new Set([
    "schema_migrations",
    "schema_migrations_lock",
    COUNTER,
    ...(options.except ?? []),
  ]);
  await sql`create table ${sql.id(COUNTER)} (n integer not null)`.execute(db);
  await sql`insert into ${sql.id(COUNTER)} (n) values (0)`.execute(db);
  const tables = (await db.introspection.getTables())
    .map((t) => t.name)
    .filter((name) => !skip.has(name));

  if (database.kind === "postgres") {
    await sql`
      create function test_count_change() returns trigger language plpgsql as $$
      begin update test_change_counter set n = n + 1; return null; end $$
    `.execute(db);
    for (const table of tables) {
      await sql`
        create trigger ${sql.id(`${table}_counted`)} after insert or update or delete on ${sql.id(table)}
        for each row execute function test_count_change()
      `.execute(db);
    }
  } else {
    for (const table of tables) {
      for (const event of ["insert", "update", "delete"]) {
        await sql`
          create trigger ${sql.id(`${table}_${event}_counted`)} after ${sql.raw(event)} on ${sql.id(table)}
          begin update test_change_counter set n = n + 1; end
        `.execute(db);
      }
    }
  }
  return async () => {
    const row = await db.selectFrom(COUNTER).select("n").executeTakeFirstOrThrow();
    return Number(row.n);
  };
}
