import { columnTypesFor, type MigrationDb, type MigrationFactory } from "./types.js";

/**
 * A job shared with its customer.
 *
 * - `share_links`: a bearer link to one job, stored as the SHA-256 of its token (a leaked
 *   database leaks no working link), with its expiry (null: until the job ends), who made it
 *   (their name as it was) and when it was revoked.
 * - `customer_reviews`: what a link holder said about the job's tickets: a day approved, or
 *   one load disputed with a comment, through which link and under which name.
 */
export const sharing: MigrationFactory = (kind) => {
  const t = columnTypesFor(kind);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable("share_links")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("job_id", "text", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("expires_at", t.timestamp)
        .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_by_name", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("revoked_at", t.timestamp)
        .addColumn("revoked_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .execute();
      await db.schema
        .createIndex("share_links_job")
        .on("share_links")
        .columns(["job_id", "created_at"])
        .execute();

      await db.schema
        .createTable("customer_reviews")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("job_id", "text", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
        .addColumn("share_link_id", "text", (c) =>
          c.references("share_links.id").onDelete("set null"),
        )
        .addColumn("verdict", "text", (c) => c.notNull())
        .addColumn("day", "text")
        .addColumn("load_id", "text", (c) => c.references("loads.id").onDelete("cascade"))
        .addColumn("reviewer_name", "text", (c) => c.notNull())
        .addColumn("comment", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("customer_reviews_job")
        .on("customer_reviews")
        .columns(["job_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("customer_reviews_load")
        .on("customer_reviews")
        .column("load_id")
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable("customer_reviews").execute();
      await db.schema.dropTable("share_links").execute();
    },
  };
};
