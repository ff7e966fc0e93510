import { sql } from "kysely";
import { rebuildSqliteTable } from "./sqlite-rebuild.js";
import { columnTypesFor, type MigrationDb, type MigrationFactory } from "./types.js";

const documentColumns = [
  "id",
  "job_id",
  "company_id",
  "driver_id",
  "contractor_id",
  "driver_name",
  "uploaded_by_name",
  "file_name",
  "file_type",
  "file_path",
  "size_bytes",
  "notes",
  "created_at",
];

const documentIndexes = [
  (db: MigrationDb) =>
    db.schema
      .createIndex("documents_job_created")
      .on("documents")
      .columns(["job_id", "created_at"]),
  (db: MigrationDb) =>
    db.schema
      .createIndex("documents_driver_created")
      .on("documents")
      .columns(["driver_id", "created_at"]),
];

/**
 * One upload sent to several drivers: a document per driver, all pointing at one stored file,
 * so a file path is no longer unique to one row (docs/decisions/095). SQLite cannot drop a
 * column's UNIQUE, so it rebuilds the table; PostgreSQL drops the constraint.
 */
export const documentRecipients: MigrationFactory = (kind) => {
  const t = columnTypesFor(kind);
  return {
    async up(db: MigrationDb) {
      if (kind === "postgres") {
        await sql`alter table documents drop constraint documents_file_path_key`.execute(db);
        return;
      }
      await rebuildSqliteTable(db, {
        table: "documents",
        create: (trx, name) =>
          trx.schema
            .createTable(name)
            .addColumn("id", "text", (c) => c.primaryKey())
            .addColumn("job_id", "text", (c) =>
              c.notNull().references("jobs.id").onDelete("cascade"),
            )
            .addColumn("company_id", "text", (c) =>
              c.notNull().references("companies.id").onDelete("cascade"),
            )
            .addColumn("driver_id", "text", (c) => c.references("users.id").onDelete("set null"))
            .addColumn("contractor_id", "text", (c) =>
              c.references("users.id").onDelete("set null"),
            )
            .addColumn("driver_name", "text")
            .addColumn("uploaded_by_name", "text")
            .addColumn("file_name", "text", (c) => c.notNull())
            .addColumn("file_type", "text", (c) => c.notNull())
            .addColumn("file_path", "text", (c) => c.notNull())
            .addColumn("size_bytes", "integer", (c) => c.notNull())
            .addColumn("notes", "text")
            .addColumn("created_at", t.timestamp, (c) => c.notNull()),
        copy: documentColumns,
        indexes: documentIndexes,
      });
    },
  };
};
