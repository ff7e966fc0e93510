import type { Kysely, Migration } from "kysely";

export type DialectKind = "sqlite" | "postgres";

/** Column types that differ between the two databases; everything else is portable SQL. */
export type ColumnTypes = {
  timestamp: "text" | "timestamptz";
  boolean: "integer" | "boolean";
  double: "real" | "double precision";
};

export function columnTypesFor(kind: DialectKind): ColumnTypes {
  return kind === "postgres"
    ? { timestamp: "timestamptz", boolean: "boolean", double: "double precision" }
    : { timestamp: "text", boolean: "integer", double: "real" };
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on today's schema types
export type MigrationDb = Kysely<any>;

export type MigrationFactory = (kind: DialectKind) => Migration;
