import { columnTypesFor, type MigrationDb, type MigrationFactory } from "./types.js";

/**
 * Notifications remember what they are about, so one whose subject is gone (a deleted
 * document, an answered join request) can be marked resolved instead of pointing at nothing.
 * Nullable columns: ALTER TABLE ADD COLUMN on both databases, no table rebuild.
 */
export const seams: MigrationFactory = (kind) => {
  const t = columnTypesFor(kind);
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable("notifications").addColumn("subject", "text").execute();
      await db.schema.alterTable("notifications").addColumn("resolved_at", t.timestamp).execute();
      await db.schema
        .createIndex("notifications_subject")
        .on("notifications")
        .column("subject")
        .execute();
    },
  };
};
