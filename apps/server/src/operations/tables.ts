import { createHash } from "node:crypto";
import SqliteDatabase from "better-sqlite3";
import type Pg from "pg";
import { pgDriver } from "../db/pg-driver.js";

/**
 * A database read as plain tables, whatever created them: the backup, restore and copy tools
 * read the schema from the database itself, so tables added by any migration are handled
 * without being named here.
 */
export type TableInfo = {
  name: string;
  columns: ColumnInfo[];
  /** Foreign keys: this table's column and the table it points at. */
  references: Array<{ column: string; table: string }>;
};

export type ColumnInfo = { name: string; type: string; nullable: boolean };

/** Row count and an order-independent checksum of a table's rows. */
export type TableSummary = { rows: number; checksum: string };

export type TableReader = {
  kind: "sqlite" | "postgres";
  tables(): Promise<TableInfo[]>;
  /** Every row of the table, as values in the order of `columns`. */
  rows(table: string, columns: string[]): AsyncIterable<unknown[]>;
  /** Runs `read` against one snapshot of the whole database. */
  snapshot<T>(read: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** Kysely's own bookkeeping: each database records when it was migrated, which differs by design. */
export const BOOKKEEPING_TABLES = new Set(["schema_migrations", "schema_migrations_lock"]);

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Reads a SQLite file (read-only unless `writable`), alongside a server that may be using it. */
export function sqliteReader(filename: string): TableReader & { db: SqliteDatabase.Database } {
  const db = new SqliteDatabase(filename, { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return {
    kind: "sqlite",
    db,
    async tables() {
      const names = db
        .prepare(
          "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
        )
        .pluck()
        .all() as string[];
      return names.map((name) => {
        const columns = (
          db.prepare(`pragma table_info(${quote(name)})`).all() as Array<{
            name: string;
            type: string;
            notnull: number;
            pk: number;
          }>
        ).map((column) => ({
          name: column.name,
          type: column.type.toLowerCase(),
          nullable: column.notnull === 0 && column.pk === 0,
        }));
        const references = (
          db.prepare(`pragma foreign_key_list(${quote(name)})`).all() as Array<{
            table: string;
            from: string;
          }>
        ).map((key) => ({ column: key.from, table: key.table }));
        return { name, columns, references };
      });
    },
    async *rows(table, columns) {
      const statement = db
        .prepare(`select ${columns.map(quote).join(", ")} from ${quote(table)}`)
        .raw(true);
      for (const row of statement.iterate()) yield row as unknown[];
    },
    async snapshot(read) {
      // One read transaction: in WAL mode the server keeps writing, and we see none of it.
      db.exec("begin");
      try {
        return await read();
      } finally {
        db.exec("commit");
      }
    },
    async close() {
      db.close();
    },
  };
}

const INT8_OID = 20;

/** Opens a PostgreSQL client whose values compare with SQLite's: int8 as numbers, UTC. */
export async function postgresClient(connectionString: string): Promise<Pg.Client> {
  const pg = pgDriver();
  const client = new pg.Client({
    connectionString,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  await client.connect();
  await client.query("set time zone 'UTC'");
  return client;
}

const FETCH_ROWS = 2000;

export async function postgresReader(
  connectionString: string,
): Promise<TableReader & { client: Pg.Client }> {
  const client = await postgresClient(connectionString);
  let cursors = 0;
  return {
    kind: "postgres",
    client,
    async tables() {
      const tables = await client.query<{ name: string }>(
        `select table_name as name from information_schema.tables
         where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
      );
      const columns = await client.query<{
        table_name: string;
        column_name: string;
        data_type: string;
        is_nullable: "YES" | "NO";
      }>(
        `select table_name, column_name, data_type, is_nullable from information_schema.columns
         where table_schema = current_schema() order by table_name, ordinal_position`,
      );
      const keys = await client.query<{ table_name: string; column_name: string; ref: string }>(
        `select cl.relname as table_name, att.attname as column_name, rf.relname as ref
         from pg_constraint con
         join pg_class cl on cl.oid = con.conrelid
         join pg_class rf on rf.oid = con.confrelid
         join pg_namespace ns on ns.oid = cl.relnamespace
         cross join lateral unnest(con.conkey) as k(attnum)
         join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.attnum
         where con.contype = 'f' and ns.nspname = current_schema()`,
      );
      return tables.rows.map(({ name }) => ({
        name,
        columns: columns.rows
          .filter((column) => column.table_name === name)
          .map((column) => ({
            name: column.column_name,
            type: column.data_type,
            nullable: column.is_nullable === "YES",
          })),
        references: keys.rows
          .filter((key) => key.table_name === name)
          .map((key) => ({ column: key.column_name, table: key.ref })),
      }));
    },
    async *rows(table, columns) {
      const cursor = `haulwise_rows_${++cursors}`;
      await client.query(
        `declare ${cursor} no scroll cursor for select ${columns.map(quote).join(", ")} from ${quote(table)}`,
      );
      try {
        for (;;) {
          const batch = await client.query({
            text: `fetch ${FETCH_ROWS} from ${cursor}`,
            rowMode: "array",
          });
          for (const row of batch.rows) yield row as unknown[];
          if (batch.rows.length < FETCH_ROWS) break;
        }
      } finally {
        await client.query(`close ${cursor}`);
      }
    },
    async snapshot(read) {
      await client.query("begin isolation level repeatable read read only");
      try {
        return await read();
      } finally {
        await client.query("commit");
      }
    },
    close: () => client.end(),
  };
}

/** An ISO-8601 date and time, with or without a zone (SQLite keeps timestamps as such text). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * One value as both databases would agree on it: booleans as 1/0 (SQLite has no booleans),
 * timestamps as ISO strings in UTC to the millisecond (text in SQLite, timestamptz in
 * PostgreSQL), bytes as hex.
 */
export function comparableValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "bigint") return Number(value);
  if (Buffer.isBuffer(value)) return `\\x${value.toString("hex")}`;
  if (typeof value === "string" && TIMESTAMP.test(value)) {
    const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value.replace(" ", "T")}Z`;
    const parsed = new Date(zoned);
    if (!Number.isNaN(parsed.getTime())) return parsed.toISOString();
  }
  return value;
}

const MOD = 1n << 128n;

/**
 * Counts a table's rows and sums a hash of each (mod 2^128), so the checksum depends on the
 * rows and not on the order a database returns them in; two equal rows still count twice.
 * Columns are taken by name in sorted order, as the two databases may order them differently.
 */
export async function summariseTable(reader: TableReader, table: TableInfo): Promise<TableSummary> {
  const columns = table.columns.map((column) => column.name).sort();
  let rows = 0;
  let sum = 0n;
  for await (const row of reader.rows(table.name, columns)) {
    rows++;
    const digest = createHash("sha256")
      .update(JSON.stringify(row.map(comparableValue)))
      .digest();
    sum = (sum + BigInt(`0x${digest.subarray(0, 16).toString("hex")}`)) % MOD;
  }
  return { rows, checksum: sum.toString(16).padStart(32, "0") };
}

/** Every table's summary, bookkeeping aside, read from one snapshot. */
export async function summariseDatabase(
  reader: TableReader,
): Promise<Record<string, TableSummary>> {
  return reader.snapshot(async () => {
    const summaries: Record<string, TableSummary> = {};
    for (const table of await reader.tables()) {
      if (BOOKKEEPING_TABLES.has(table.name)) continue;
      summaries[table.name] = await summariseTable(reader, table);
    }
    return summaries;
  });
}

/** The tables whose summaries differ, with both sides; empty when every table matches. */
export function differences(
  expected: Record<string, TableSummary>,
  actual: Record<string, TableSummary>,
): Array<{ table: string; expected: TableSummary | null; actual: TableSummary | null }> {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter(
      (name) =>
        expected[name]?.rows !== actual[name]?.rows ||
        expected[name]?.checksum !== actual[name]?.checksum,
    )
    .map((name) => ({
      table: name,
      expected: expected[name] ?? null,
      actual: actual[name] ?? null,
    }));
}

/**
 * Tables ordered so each comes after the tables it points at. A foreign key that closes a cycle
 * (a table pointing at itself, or two at each other) is returned in `deferred`: its column is
 * written empty first and filled in once every row is in.
 */
export function foreignKeyOrder(tables: TableInfo[]): {
  order: TableInfo[];
  deferred: Array<{ table: string; column: string }>;
} {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const order: TableInfo[] = [];
  const deferred: Array<{ table: string; column: string }> = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (table: TableInfo) => {
    state.set(table.name, "visiting");
    for (const reference of table.references) {
      const parent = byName.get(reference.table);
      if (!parent) continue;
      const seen = state.get(parent.name);
      if (seen === "visiting") deferred.push({ table: table.name, column: reference.column });
      else if (seen === undefined) visit(parent);
    }
    state.set(table.name, "done");
    order.push(table);
  };
  for (const table of tables) if (!state.has(table.name)) visit(table);
  return { order, deferred };
}
