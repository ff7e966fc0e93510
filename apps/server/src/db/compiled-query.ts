import {
  type Compilable,
  type CompiledQuery,
  type DialectAdapter,
  PostgresAdapter,
  type RawBuilder,
} from "kysely";
import type { Executor } from "./database.js";
import { type Dialect, dialectFor } from "./dialect.js";

/** A value a compiled query binds in place of one of its named parameters. */
export type BoundValue = string | number | null;

/** Stands where a named value goes: `param("userId")`. */
export type Param<Params> = <Name extends keyof Params & string>(name: Name) => Params[Name];

const MARKER = "\u0000haulwise-param:";

/**
 * A query whose shape never changes, built and compiled once per database kind and then run
 * with new values. Building and compiling a Kysely query costs more CPU than SQLite takes to
 * run a small one; the queries every signed-in request makes (its session, who it is) are
 * worth compiling once. `param(name)` stands where a value goes; values are bound as given,
 * so only strings, numbers and null (booleans differ between the databases). A statement
 * written in SQL (`sql\`...\``) compiles once the same way; `dialect` writes what differs
 * between the databases.
 */
export function compiledQuery<Params extends Record<string, BoundValue>, Row>(
  build: (
    db: Executor,
    param: Param<Params>,
    dialect: Dialect,
  ) => Compilable<Row> | RawBuilder<Row>,
) {
  const compiledFor = new WeakMap<
    DialectAdapter,
    { query: CompiledQuery<Row>; names: (string | null)[] }
  >();

  function compile(db: Executor) {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledFor.get(adapter);
    if (!compiled) {
      const dialect = dialectFor(adapter instanceof PostgresAdapter ? "postgres" : "sqlite");
      const built = build(db, ((name: string) => `${MARKER}${name}`) as never, dialect);
      const query = "isRawBuilder" in built ? built.compile(db) : built.compile();
      const names = query.parameters.map((value) =>
        typeof value === "string" && value.startsWith(MARKER) ? value.slice(MARKER.length) : null,
      );
      compiled = { query, names };
      compiledFor.set(adapter, compiled);
    }
    return compiled;
  }

  return {
    /** Every row, on the application's handle or a transaction opened on it. */
    async execute(db: Executor, params: Params): Promise<Row[]> {
      const { query, names } = compile(db);
      const parameters = query.parameters.map((value, index) => {
        const name = names[index];
        return name === null || name === undefined ? value : params[name];
      });
      const result = await db.executeQuery<Row>({ ...query, parameters });
      return result.rows;
    },

    async executeTakeFirst(db: Executor, params: Params): Promise<Row | undefined> {
      return (await this.execute(db, params))[0];
    },
  };
}
