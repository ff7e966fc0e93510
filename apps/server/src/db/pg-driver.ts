import { createRequire } from "node:module";
import type Pg from "pg";

const require = createRequire(import.meta.url);

/** The PostgreSQL driver, loaded on first use: a SQLite install never loads it at all. */
export function pgDriver(): typeof Pg {
  return require("pg") as typeof Pg;
}
