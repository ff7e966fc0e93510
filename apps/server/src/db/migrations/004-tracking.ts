import { sql } from "kysely";
import { columnTypesFor, type MigrationDb, type MigrationFactory } from "./types.js";

/**
 * Live tracking: each fix remembers the device and sequence number it came with (so a batch
 * sent twice is stored once) and why it was flagged; one row per driver holds what the live
 * map shows and what the idle rule needs; alerts, personal device tokens and the drivers a
 * contractor keeps live under the plan limit get their tables.
 */
export const tracking: MigrationFactory = (kind) => {
  const t = columnTypesFor(kind);
  const bigint = kind === "postgres" ? "bigint" : "integer";

  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable("location_history").addColumn("device_id", "text").execute();
      await db.schema.alterTable("location_history").addColumn("seq", bigint).execute();
      await db.schema.alterTable("location_history").addColumn("flag", "text").execute();
      await db.schema
        .createIndex("location_history_device_seq")
        .on("location_history")
        .columns(["user_id", "device_id", "seq"])
        .unique()
        .execute();
      // Retention deletes by age across every driver.
      await db.schema
        .createIndex("location_history_recorded")
        .on("location_history")
        .column("recorded_at")
        .execute();

      await db.schema
        .createTable("driver_positions")
        .addColumn("driver_id", "text", (c) =>
          c.primaryKey().references("users.id").onDelete("cascade"),
        )
        .addColumn("device_id", "text")
        .addColumn("latitude", t.double, (c) => c.notNull())
        .addColumn("longitude", t.double, (c) => c.notNull())
        .addColumn("accuracy", t.double)
        .addColumn("altitude", t.double)
        .addColumn("speed", t.double)
        .addColumn("heading", t.double)
        .addColumn("recorded_at", t.timestamp, (c) => c.notNull())
        .addColumn("last_seen_at", t.timestamp, (c) => c.notNull())
        .addColumn("anchor_latitude", t.double, (c) => c.notNull())
        .addColumn("anchor_longitude", t.double, (c) => c.notNull())
        .addColumn("anchor_since", t.timestamp, (c) => c.notNull())
        .addColumn("candidate_latitude", t.double)
        .addColumn("candidate_longitude", t.double)
        .addColumn("candidate_accuracy", t.double)
        .addColumn("candidate_at", t.timestamp)
        .addColumn("interruption", "text")
        .addColumn("interrupted_at", t.timestamp)
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      // The sweep reads every driver whose last announced state is not off duty.
      await db.schema
        .createIndex("driver_positions_state")
        .on("driver_positions")
        .column("state")
        .execute();

      await db.schema
        .createTable("tracking_alerts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("driver_id", "text", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("opened_at", t.timestamp, (c) => c.notNull())
        .addColumn("cleared_at", t.timestamp)
        .execute();
      // One open alert per company, driver and kind: the database refuses a second.
      await db.schema
        .createIndex("tracking_alerts_open")
        .on("tracking_alerts")
        .columns(["company_id", "driver_id", "kind"])
        .unique()
        .where(sql.ref("cleared_at"), "is", null)
        .execute();
      await db.schema
        .createIndex("tracking_alerts_driver")
        .on("tracking_alerts")
        .columns(["driver_id", "opened_at"])
        .execute();

      await db.schema
        .createTable("device_tokens")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("last_used_at", t.timestamp)
        .execute();
      await db.schema
        .createIndex("device_tokens_user")
        .on("device_tokens")
        .column("user_id")
        .execute();

      await db.schema
        .createTable("live_drivers")
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("driver_id", "text", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("rank", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("live_drivers_pk", ["company_id", "driver_id"])
        .execute();
    },

    async down(db: MigrationDb) {
      for (const table of [
        "live_drivers",
        "device_tokens",
        "tracking_alerts",
        "driver_positions",
      ]) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.dropIndex("location_history_recorded").execute();
      await db.schema.dropIndex("location_history_device_seq").execute();
      for (const column of ["flag", "seq", "device_id"]) {
        await db.schema.alterTable("location_history").dropColumn(column).execute();
      }
    },
  };
};
