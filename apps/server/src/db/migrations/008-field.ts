import type { MigrationDb, MigrationFactory } from "./types.js";

/**
 * A driver's duty records who started it: `tracker` when a tracker app's live report put
 * them on duty (the shift then ends by itself once the reports stop for a while), null for
 * the driver's own switch. A nullable column: ALTER TABLE ADD COLUMN, no table rebuild.
 */
export const field: MigrationFactory = () => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable("profiles").addColumn("duty_source", "text").execute();
  },
});
