import { sql } from "kysely";
import { columnTypesFor, type MigrationDb, type MigrationFactory } from "./types.js";

/**
 * State that must hold across a cluster of instances: throttles (sign-in attempts per account,
 * mail per mailbox) and the bytes each company's uploads take up, checked against its quota.
 */
export const hardening: MigrationFactory = (kind) => {
  const t = columnTypesFor(kind);

  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable("throttles")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("throttles_expires_at")
        .on("throttles")
        .column("expires_at")
        .execute();

      await db.schema
        .createTable("company_storage")
        .addColumn("company_id", "text", (c) =>
          c.primaryKey().references("companies.id").onDelete("cascade"),
        )
        .addColumn("used_bytes", "bigint", (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`
        insert into company_storage (company_id, used_bytes)
        select company_id, sum(size_bytes) from documents group by company_id
      `.execute(db);
    },

    async down(db: MigrationDb) {
      await db.schema.dropTable("company_storage").execute();
      await db.schema.dropTable("throttles").execute();
    },
  };
};
