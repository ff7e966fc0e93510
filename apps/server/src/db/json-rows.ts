import { type RawBuilder, sql } from "kysely";
import type { DialectKind } from "./migrations/types.js";

/**
 * How each column is read back from JSON on PostgreSQL (SQLite takes JSON values as they are,
 * and its column affinities do the rest).
 */
export type JsonColumns<Column extends string> = Record<Column, string>;

/**
 * Rows that travel as one JSON parameter, an array of arrays holding the columns' values in
 * `columns`' order, unpacked by the database (`json_each`, `json_array_elements`): one constant
 * statement, prepared once, whatever the number of rows, and clear of the databases' limits on
 * bound parameters. `json` is the parameter. `select <columns> from <rows>`, ready to insert.
 */
export function jsonRowsSelect<Column extends string>(
  kind: DialectKind,
  columns: JsonColumns<Column>,
  json: unknown,
): RawBuilder<unknown> {
  const names = Object.keys(columns) as Column[];
  if (kind === "postgres") {
    const values = sql.raw(names.map((name, i) => `(row ->> ${i})::${columns[name]}`).join(", "));
    return sql`select ${values} from json_array_elements(${json}::json) as row`;
  }
  const values = sql.raw(names.map((_, i) => `value ->> ${i}`).join(", "));
  // `where true` keeps SQLite from reading a following `on conflict` as a join's constraint.
  return sql`select ${values} from json_each(${json}) where true`;
}

/** The column list of `columns`, for `insert into table (<list>)`. */
export function jsonRowsColumns(columns: JsonColumns<string>): RawBuilder<unknown> {
  return sql.raw(Object.keys(columns).join(", "));
}

/** The strings of a JSON array parameter, as a subquery: `where id in <this>`. */
export function jsonStrings(kind: DialectKind, json: unknown): RawBuilder<string> {
  return kind === "postgres"
    ? sql<string>`(select json_array_elements_text(${json}::json))`
    : sql<string>`(select value from json_each(${json}))`;
}
