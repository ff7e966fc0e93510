import { sql } from "kysely";
import type { MigrationDb } from "./types.js";

/**
 * Runs a SQLite schema change with foreign keys off, in one transaction, and checks every
 * foreign key before committing. SQLite cannot switch foreign keys inside a transaction, and
 * with them on, dropping a table deletes its rows first and fires ON DELETE CASCADE in every
 * child table: a table rebuild would wipe the children.
 */
export async function withSqliteForeignKeysOff(
  db: MigrationDb,
  change: (trx: MigrationDb) => Promise<void>,
): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await change(trx);
      const broken = await sql<{ table: string }>`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) {
        const tables = [...new Set(broken.rows.map((row) => row.table))].join(", ");
        throw new Error(`The change leaves rows with broken foreign keys in: ${tables}`);
      }
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** A schema statement not yet run: a `db.schema` builder. */
type SchemaStatement = { execute(): Promise<unknown> };

export type SqliteRebuild = {
  table: string;
  /** The table as it should be, created under the name given. */
  create: (db: MigrationDb, name: string) => SchemaStatement;
  /** Columns copied across, by name, from the old table to the new one. */
  copy: string[];
  /** The table's indexes, created again once it carries its name. */
  indexes?: Array<(db: MigrationDb) => SchemaStatement>;
};

/**
 * Changes a SQLite table in a way ALTER TABLE cannot (a column's type, NOT NULL, a CHECK or a
 * foreign key; dropping a column that an index or constraint uses), by SQLite's own recipe:
 * create the new table, copy the rows, drop the old one, give the new one its name, create
 * its indexes. Other tables' foreign keys name the table, so they follow it.
 */
export async function rebuildSqliteTable(db: MigrationDb, rebuild: SqliteRebuild): Promise<void> {
  const staging = `${rebuild.table}__rebuild`;
  const columns = sql.join(rebuild.copy.map((column) => sql.ref(column)));
  await withSqliteForeignKeysOff(db, async (trx) => {
    await rebuild.create(trx, staging).execute();
    await sql`insert into ${sql.table(staging)} (${columns}) select ${columns} from ${sql.table(rebuild.table)}`.execute(
      trx,
    );
    await trx.schema.dropTable(rebuild.table).execute();
    await trx.schema.alterTable(staging).renameTo(rebuild.table).execute();
    for (const index of rebuild.indexes ?? []) await index(trx).execute();
  });
}
