import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type Pg from "pg";
import type { DatabaseConfig } from "../config.js";
import type { DialectKind } from "./migrations/types.js";
import { IsoDatesPlugin, SqliteBooleanPlugin } from "./plugins.js";
import type { Database } from "./schema.js";

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  kind: DialectKind;
  /** The application's handle: ISO-string timestamps on both databases. */
  db: Db;
  /** Better Auth's handle on the same connections: it expects native Date values on PostgreSQL. */
  // biome-ignore lint/suspicious/noExplicitAny: Better Auth's adapter is typed over any schema
  authDb: Kysely<any>;
  close(): Promise<void>;
};

const BIGINT_OID = 20;
const require = createRequire(import.meta.url);

export type OpenDatabaseOptions = {
  sqliteSynchronous?: "FULL" | "NORMAL";
  poolSize?: number;
  /** Told about a pooled PostgreSQL connection that died while idle. */
  onConnectionError?: (error: Error) => void;
};

const logConnectionError = (error: Error) => {
  console.error(`PostgreSQL connection lost while idle; the pool will reconnect: ${error.message}`);
};

export function openDatabase(
  config: DatabaseConfig,
  options: OpenDatabaseOptions = {},
): DatabaseHandle {
  if (config.kind === "postgres") {
    // Required here, not imported above: a SQLite install never loads the PostgreSQL driver.
    const pg = require("pg") as typeof Pg;
    const pool = new pg.Pool({
      connectionString: config.connectionString,
      max: options.poolSize ?? 10,
      // Counts come back as int8; every count we take fits in a JS number.
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") =>
          oid === BIGINT_OID
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection that PostgreSQL ends (a restart, a failover, an administrator) is
    // reported on the pool; with no listener Node would treat it as fatal and stop the server.
    // The pool drops that connection and opens a fresh one on the next query.
    pool.on("error", options.onConnectionError ?? logConnectionError);
    const authDb = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return {
      kind: "postgres",
      authDb,
      db: authDb.withPlugin(new IsoDatesPlugin()) as Db,
      close: () => authDb.destroy(),
    };
  }

  mkdirSync(path.dirname(config.filename), { recursive: true });
  const sqlite = new SqliteDatabase(config.filename);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL makes every acknowledged write survive a power loss, not just a process crash.
  sqlite.pragma(`synchronous = ${options.sqliteSynchronous ?? "FULL"}`);
  const authDb = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    kind: "sqlite",
    authDb,
    db: authDb.withPlugin(new SqliteBooleanPlugin()) as Db,
    close: () => authDb.destroy(),
  };
}
