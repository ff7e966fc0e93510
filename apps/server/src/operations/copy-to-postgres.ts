import type Pg from "pg";
import type { Config } from "../config.js";
import { openDatabase } from "../db/database.js";
import { migrateToLatest, migrationNames } from "../db/migrator.js";
import { OperationRefused } from "./backup.js";
import {
  BOOKKEEPING_TABLES,
  differences,
  foreignKeyOrder,
  postgresReader,
  sqliteReader,
  summariseDatabase,
  type TableInfo,
  type TableSummary,
} from "./tables.js";

export type CopyReport = {
  tables: Array<{ table: string } & TableSummary>;
  seconds: number;
};

/** PostgreSQL takes at most 65,535 parameters a statement. */
const MAX_PARAMETERS = 60_000;
const MAX_ROWS_PER_INSERT = 1000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The migrations a database has applied, from Kysely's own table. */
function appliedMigrations(names: string[]) {
  const known = migrationNames();
  const missing = known.filter((name) => !names.includes(name));
  const unknown = names.filter((name) => !known.includes(name));
  return { missing, unknown };
}

async function ensureEmptyTarget(connectionString: string) {
  const reader = await postgresReader(connectionString);
  try {
    for (const table of await reader.tables()) {
      if (BOOKKEEPING_TABLES.has(table.name)) continue;
      const { rows } = await reader.client.query(`select 1 from ${quote(table.name)} limit 1`);
      if (rows.length > 0) {
        throw new OperationRefused(
          `The PostgreSQL database is not empty (${table.name} has rows): copy into a new, empty database.`,
        );
      }
    }
  } finally {
    await reader.close();
  }
}

/** Values as PostgreSQL's columns take them: SQLite keeps booleans as 0 and 1. */
function converterFor(table: TableInfo, columns: string[]) {
  const booleans = columns.map(
    (name) => table.columns.find((column) => column.name === name)?.type === "boolean",
  );
  return (row: unknown[]) =>
    row.map((value, index) => (booleans[index] && value !== null ? Boolean(value) : value));
}

async function insertRows(client: Pg.Client, table: string, columns: string[], rows: unknown[][]) {
  if (rows.length === 0) return;
  const values: unknown[] = [];
  const tuples = rows.map((row) => {
    const placeholders = row.map((value) => {
      values.push(value);
      return `$${values.length}`;
    });
    return `(${placeholders.join(", ")})`;
  });
  await client.query(
    `insert into ${quote(table)} (${columns.map(quote).join(", ")}) values ${tuples.join(", ")}`,
    values,
  );
}

/** Moves sequences past the copied ids, for any table a migration gave a serial or identity column. */
async function advanceSequences(client: Pg.Client) {
  const { rows } = await client.query<{
    table_name: string;
    column_name: string;
    sequence: string;
  }>(
    `select table_name, column_name,
            pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
     from information_schema.columns
     where table_schema = current_schema()
       and (column_default like 'nextval(%' or is_identity = 'YES')`,
  );
  for (const { table_name, column_name, sequence } of rows) {
    if (!sequence) continue;
    await client.query(
      `select setval($1, coalesce((select max(${quote(column_name)}) from ${quote(table_name)}), 0) + 1, false)`,
      [sequence],
    );
  }
}

/**
 * Copies the embedded install (the SQLite database in DATA_DIR) into an empty PostgreSQL
 * database: the schema by this version's migrations, then every table the SQLite database has,
 * read from its own schema (so tables added later are copied without being named here), in
 * foreign-key order, in one transaction, from one snapshot of the source. Then every table's
 * row count and checksum are compared on both sides; any difference is an error.
 */
export async function copyToPostgres(
  config: Config,
  targetUrl: string,
  log: (line: string) => void = () => {},
): Promise<CopyReport> {
  if (config.database.kind !== "sqlite") {
    throw new OperationRefused(
      "DATABASE_URL already names PostgreSQL: db:copy reads the embedded SQLite install in DATA_DIR.",
    );
  }
  if (!/^postgres(ql)?:\/\//.test(targetUrl)) {
    throw new OperationRefused("Give the target as a postgres:// URL.");
  }
  const started = performance.now();
  const source = sqliteReader(config.database.filename);
  try {
    const applied = source.db
      .prepare("select name from schema_migrations order by name")
      .pluck()
      .all() as string[];
    const { missing, unknown } = appliedMigrations(applied);
    if (unknown.length > 0) {
      throw new OperationRefused(
        `The SQLite database was migrated by a newer Haulwise (${unknown.join(", ")}): copy with that version.`,
      );
    }
    if (missing.length > 0) {
      throw new OperationRefused(
        `The SQLite database is not up to date (missing ${missing.join(", ")}): run npm run db:migrate first.`,
      );
    }

    await ensureEmptyTarget(targetUrl);
    const migrating = openDatabase(
      { kind: "postgres", connectionString: targetUrl },
      { poolSize: 1 },
    );
    try {
      await migrateToLatest(migrating);
    } finally {
      await migrating.close();
    }

    const target = await postgresReader(targetUrl);
    try {
      const targetTables = new Map((await target.tables()).map((table) => [table.name, table]));
      const copied = (await source.tables()).filter((table) => !BOOKKEEPING_TABLES.has(table.name));
      for (const table of copied) {
        const into = targetTables.get(table.name);
        const absent = into
          ? table.columns.filter((column) => !into.columns.some((c) => c.name === column.name))
          : table.columns;
        if (absent.length > 0) {
          throw new OperationRefused(
            `PostgreSQL's schema has no place for ${table.name}(${absent.map((c) => c.name).join(", ")}).`,
          );
        }
      }
      const { order, deferred } = foreignKeyOrder(
        copied.map((table) => ({
          ...targetTables.get(table.name)!,
          references: targetTables
            .get(table.name)!
            .references.filter((reference) => copied.some((c) => c.name === reference.table)),
        })),
      );

      await source.snapshot(async () => {
        const client = target.client;
        await client.query("begin");
        try {
          for (const into of order) {
            const columns = copied
              .find((table) => table.name === into.name)!
              .columns.map((c) => c.name);
            const later = deferred.filter((d) => d.table === into.name).map((d) => d.column);
            const convert = converterFor(into, columns);
            const perInsert = Math.max(
              1,
              Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns.length)),
            );
            const key = columns.includes("id") ? "id" : null;
            const fillIn: unknown[][] = [];
            let batch: unknown[][] = [];
            let count = 0;
            for await (const raw of source.rows(into.name, columns)) {
              const row = convert(raw);
              if (later.length > 0 && key) {
                fillIn.push([
                  row[columns.indexOf(key)],
                  ...later.map((c) => row[columns.indexOf(c)]),
                ]);
                for (const column of later) row[columns.indexOf(column)] = null;
              }
              batch.push(row);
              count++;
              if (batch.length >= perInsert) {
                await insertRows(client, into.name, columns, batch);
                batch = [];
              }
            }
            await insertRows(client, into.name, columns, batch);
            if (later.length > 0 && !key) {
              throw new OperationRefused(
                `${into.name} refers to itself but has no id column to fill the reference in by.`,
              );
            }
            for (const [id, ...values] of fillIn) {
              await client.query(
                `update ${quote(into.name)} set ${later.map((c, i) => `${quote(c)} = $${i + 2}`).join(", ")} where "id" = $1`,
                [id, ...values],
              );
            }
            log(`${into.name}: ${count} rows`);
          }
          await advanceSequences(client);
          await client.query("commit");
        } catch (error) {
          await client.query("rollback");
          throw error;
        }
      });

      const [expected, actual] = [await summariseDatabase(source), await summariseDatabase(target)];
      const problems = differences(expected, actual);
      if (problems.length > 0) {
        throw new Error(
          `The copy does not match the source:\n${problems
            .map(
              (p) =>
                `  ${p.table}: ${p.expected?.rows ?? 0} rows in SQLite, ${p.actual?.rows ?? 0} in PostgreSQL (checksums ${p.expected?.checksum} / ${p.actual?.checksum})`,
            )
            .join("\n")}`,
        );
      }
      return {
        tables: Object.entries(expected).map(([table, summary]) => ({ table, ...summary })),
        seconds: (performance.now() - started) / 1000,
      };
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
