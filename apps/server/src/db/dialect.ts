import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import type { DialectKind } from "./migrations/types.js";

/** A column reference such as "l.recorded_at", or any SQL expression of a timestamp. */
export type TimestampRef = string | Expression<string | null>;

/**
 * SQL that differs between SQLite and PostgreSQL, behind one interface built from the
 * database kind. Repos that need it take a `Dialect` argument, handed down by their service
 * (the composition root gives each service `database.dialect`).
 *
 * Timestamps are stored as ISO-8601 UTC text on SQLite and `timestamptz` on PostgreSQL, so a
 * comparison against an ISO string the service computed from the clock is already portable
 * and uses the index: prefer `olderThan` (or a plain `where(col, "<", iso)`) to SQL arithmetic.
 * Day buckets in a company's time zone are computed as UTC bounds by the service
 * (`zonedDayBounds` in @haulwise/domain) and queried as ranges; `utcDay` is for UTC days only.
 */
export type Dialect = {
  readonly kind: DialectKind;
  /** A parameter typed as a timestamp, for arithmetic against columns. */
  timestamp(iso: string): RawBuilder<string>;
  /** The UTC calendar day, `YYYY-MM-DD`, of a timestamp. */
  utcDay(ref: TimestampRef): RawBuilder<string>;
  /** `to - from` in seconds (fractional); negative when `to` is earlier. */
  secondsBetween(from: TimestampRef, to: TimestampRef): RawBuilder<number>;
  /** True when the timestamp lies more than `seconds` before `now`. */
  olderThan(ref: TimestampRef, seconds: number, now: Date): RawBuilder<SqlBool>;
  /**
   * Holds the selected rows until the transaction ends, for a read whose answer decides a
   * write: FOR UPDATE on PostgreSQL. A SQLite transaction already holds the one connection
   * every query of the process waits for, so the query is left as it is.
   */
  forUpdate<Q extends LockableQuery<Q>>(query: Q): Q;
  /**
   * Rows that travel as one JSON parameter, an array of arrays holding the columns' values in
   * `columns`' order, unpacked by the database (`json_each`, `json_array_elements`): one
   * constant statement, prepared once, whatever the number of rows, and clear of the
   * databases' limits on bound parameters. `select <columns> from <rows>`, ready to insert
   * into `columnList(columns)`.
   */
  jsonRows(columns: JsonColumns<string>, json: unknown): RawBuilder<unknown>;
  /** The strings of a JSON array parameter, as a subquery: `where id in <this>`. */
  jsonStrings(json: unknown): RawBuilder<string>;
};

/**
 * Columns of rows sent as JSON (Dialect.jsonRows), each with how PostgreSQL reads it back;
 * SQLite takes JSON values as they are, and its column affinities do the rest.
 */
export type JsonColumns<Column extends string> = Record<Column, string>;

/** The column list of `columns`, for `insert into table (<list>)`. */
export const columnList = (columns: JsonColumns<string>) =>
  sql.raw(Object.keys(columns).join(", "));

/**
 * `rows` as JSON arrays in `columns`' order, `size` rows to a batch, each batch for one
 * `Dialect.jsonRows` statement: a month of lines in a few statements.
 */
export function* jsonBatches<Row>(
  columns: JsonColumns<keyof Row & string>,
  rows: readonly Row[],
  size = 2000,
): Generator<string> {
  const keys = Object.keys(columns) as (keyof Row & string)[];
  for (let start = 0; start < rows.length; start += size) {
    yield JSON.stringify(rows.slice(start, start + size).map((row) => keys.map((key) => row[key])));
  }
}

/** A select that can take row locks (Kysely's SelectQueryBuilder). */
type LockableQuery<Q> = { forUpdate(): Q };

const asSql = (ref: TimestampRef) => (typeof ref === "string" ? sql.ref(ref) : ref);

/** `now` minus `seconds`, as the ISO string both databases compare timestamps with. */
export const isoSecondsBefore = (now: Date, seconds: number) =>
  new Date(now.getTime() - seconds * 1000).toISOString();

export function dialectFor(kind: DialectKind): Dialect {
  const olderThan = (ref: TimestampRef, seconds: number, now: Date) =>
    sql<SqlBool>`${asSql(ref)} < ${isoSecondsBefore(now, seconds)}`;

  if (kind === "postgres") {
    return {
      kind,
      timestamp: (iso) => sql<string>`cast(${iso} as timestamptz)`,
      utcDay: (ref) => sql<string>`to_char(${asSql(ref)} at time zone 'UTC', 'YYYY-MM-DD')`,
      secondsBetween: (from, to) =>
        sql<number>`extract(epoch from (${asSql(to)} - ${asSql(from)}))::double precision`,
      olderThan,
      forUpdate: (query) => query.forUpdate(),
      jsonRows: (columns, json) => {
        const values = Object.values(columns).map((type, i) => `(row ->> ${i})::${type}`);
        return sql`select ${sql.raw(values.join(", "))} from json_array_elements(${json}::json) as row`;
      },
      jsonStrings: (json) => sql<string>`(select json_array_elements_text(${json}::json))`,
    };
  }
  return {
    kind,
    timestamp: (iso) => sql<string>`${iso}`,
    utcDay: (ref) => sql<string>`strftime('%Y-%m-%d', ${asSql(ref)})`,
    secondsBetween: (from, to) =>
      sql<number>`((julianday(${asSql(to)}) - julianday(${asSql(from)})) * 86400.0)`,
    olderThan,
    forUpdate: (query) => query,
    jsonRows: (columns, json) => {
      const values = Object.keys(columns).map((_, i) => `value ->> ${i}`);
      // `where true` keeps SQLite from reading a following `on conflict` as a join's constraint.
      return sql`select ${sql.raw(values.join(", "))} from json_each(${json}) where true`;
    },
    jsonStrings: (json) => sql<string>`(select value from json_each(${json}))`,
  };
}
