import type { Database as SqliteDatabase, Statement } from "better-sqlite3";
import type { SqliteDatabase as KyselySqliteDatabase } from "kysely";

/**
 * The SQLite handle Kysely runs on, keeping the last `size` prepared statements by their SQL.
 * Kysely prepares every query anew; compiling the same few hundred statements again on each
 * request was a measurable share of a request's time. Statements are only ever run to
 * completion (the app streams no query), so reusing one is safe on the single connection.
 */
export function withStatementCache(sqlite: SqliteDatabase, size = 500): KyselySqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so the oldest is the first to go.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  } as KyselySqliteDatabase;
}
