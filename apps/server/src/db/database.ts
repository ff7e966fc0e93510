import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from "kysely";
import type { DatabaseConfig, SqliteSynchronous } from "../config.js";
import { type AdvisoryLock, alwaysGrantedLock, postgresAdvisoryLock } from "./advisory-lock.js";
import { type Dialect, dialectFor } from "./dialect.js";
import type { DialectKind } from "./migrations/types.js";
import {
  checkNotification,
  type Listener,
  postgresListen,
  sqliteListen,
  sqliteNotify,
} from "./notify.js";
import { pgDriver } from "./pg-driver.js";
import { IsoDatesPlugin, SqliteBooleanPlugin } from "./plugins.js";
import type { Database } from "./schema.js";
import { withStatementCache } from "./statement-cache.js";
import { committedChangesOf, createWalFlusher, walFileFlusher } from "./wal-flush.js";

export type Db = Kysely<Database>;

/**
 * What repo functions run their queries on: the database, or the transaction a service opened.
 * Every repo function takes it as its first argument.
 */
export type Executor = Db | Transaction<Database>;

export type DatabaseHandle = {
  kind: DialectKind;
  /** The application's handle: ISO-string timestamps on both databases. */
  db: Db;
  /** SQL that differs between the databases (day of a timestamp, interval arithmetic). */
  dialect: Dialect;
  /** Better Auth's handle on the same connections: it expects native Date values on PostgreSQL. */
  // biome-ignore lint/suspicious/noExplicitAny: Better Auth's adapter is typed over any schema
  authDb: Kysely<any>;
  /** A named cluster-wide lock (see AdvisoryLock); each call makes an independent holder. */
  advisoryLock(name: string): AdvisoryLock;
  /**
   * Tells every instance on this database, through PostgreSQL NOTIFY (inside the process on
   * SQLite). Payloads are text up to NOTIFY_PAYLOAD_MAX_BYTES.
   */
  notify(channel: string, payload: string): Promise<void>;
  /** Hears `notify` calls on `channel` from any instance, this one included. */
  listen(channel: string, handler: (payload: string) => void): Promise<Listener>;
  /**
   * Resolves once every write committed so far is on disk. Immediate on PostgreSQL and on
   * SQLite at FULL, whose commits wait for the disk themselves; at OFF_THREAD the disk is
   * waited for here, off the server's thread (see createWalFlusher).
   */
  flushed(): Promise<void>;
  /** The PostgreSQL pool's connections as of now; null on SQLite, which has one. */
  poolUse(): PoolUse | null;
  close(): Promise<void>;
};

export type PoolUse = {
  /** Connections open, of which `idle` wait for a query; `waiting`: queries waiting for one. */
  open: number;
  idle: number;
  waiting: number;
  max: number;
};

const BIGINT_OID = 20;

export type OpenDatabaseOptions = {
  sqliteSynchronous?: SqliteSynchronous;
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
    const pg = pgDriver();
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: config.connectionString,
      max,
      // Counts come back as int8; every count we take fits in a JS number. Timestamps stay
      // Dates here: Better Auth reads this pool too and compares its expiries as Dates.
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
    const db = authDb.withPlugin(new IsoDatesPlugin()) as Db;
    const onConnectionError = options.onConnectionError ?? logConnectionError;
    const { connectionString } = config;
    return {
      kind: "postgres",
      authDb,
      db,
      dialect: dialectFor("postgres"),
      advisoryLock: (name) => postgresAdvisoryLock(connectionString, name, onConnectionError),
      async notify(channel, payload) {
        checkNotification(channel, payload);
        await sql`select pg_notify(${channel}, ${payload})`.execute(db);
      },
      listen: (channel, handler) =>
        postgresListen(connectionString, channel, handler, onConnectionError),
      flushed: () => Promise.resolve(),
      poolUse: () => ({
        open: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max,
      }),
      close: () => authDb.destroy(),
    };
  }

  mkdirSync(path.dirname(config.filename), { recursive: true });
  const sqlite = new SqliteDatabase(config.filename);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const synchronous = options.sqliteSynchronous ?? "OFF_THREAD";
  sqlite.pragma(`synchronous = ${synchronous === "FULL" ? "FULL" : "NORMAL"}`);
  const authDb = new Kysely({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const filename = path.resolve(config.filename);
  const walFile = walFileFlusher(`${filename}-wal`);
  const flushed =
    synchronous === "OFF_THREAD"
      ? createWalFlusher(committedChangesOf(sqlite), walFile.flush)
      : () => Promise.resolve();
  return {
    kind: "sqlite",
    authDb,
    db: authDb.withPlugin(new SqliteBooleanPlugin()) as Db,
    dialect: dialectFor("sqlite"),
    advisoryLock: () => alwaysGrantedLock(),
    notify: async (channel, payload) => sqliteNotify(filename, channel, payload),
    listen: async (channel, handler) => sqliteListen(filename, channel, handler),
    flushed,
    poolUse: () => null,
    async close() {
      await authDb.destroy();
      await walFile.close();
    },
  };
}
