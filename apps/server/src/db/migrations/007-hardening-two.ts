import type { MigrationDb, MigrationFactory } from "./types.js";

/**
 * `driver_daily_fixes`: how many fixes each driver's devices stored on each UTC day, counted in
 * the transaction that stores them, so a day's allowance holds across every instance. Rows
 * older than a couple of days are swept by the tracking retention worker.
 */
export const hardeningTwo: MigrationFactory = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable("driver_daily_fixes")
      .addColumn("driver_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("fixes", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("driver_daily_fixes_pk", ["driver_id", "day"])
      .execute();
    await db.schema
      .createIndex("driver_daily_fixes_day")
      .on("driver_daily_fixes")
      .column("day")
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable("driver_daily_fixes").execute();
  },
});
