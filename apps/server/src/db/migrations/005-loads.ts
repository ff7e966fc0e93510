import { sql } from "kysely";
import { rebuildSqliteTable } from "./sqlite-rebuild.js";
import {
  type ColumnTypes,
  columnTypesFor,
  type MigrationDb,
  type MigrationFactory,
} from "./types.js";

/** Columns `loads` had before this migration, copied across when SQLite rebuilds it. */
const loadColumnsBefore = [
  "id",
  "job_id",
  "load_number",
  "driver_id",
  "driver_name",
  "status",
  "material_type",
  "quantity",
  "quantity_unit",
  "started_at",
  "completed_at",
  "created_by",
  "created_at",
  "updated_at",
];

/** Ticket details, where the device was at each end of the haul, and how a load was voided. */
const ticketColumns = (t: ColumnTypes) =>
  [
    ["ticket_number", "text"],
    ["photo_key", "text"],
    ["start_latitude", t.double],
    ["start_longitude", t.double],
    ["start_accuracy", t.double],
    ["complete_latitude", t.double],
    ["complete_longitude", t.double],
    ["complete_accuracy", t.double],
    ["voided_at", t.timestamp],
    ["void_reason", "text"],
  ] as const;

/**
 * The load's own company, so a company's loads in a date range are one index range (the
 * dashboard's 30-day summary reads thousands of rows); the status before the times, so each
 * index answers "completed loads between two instants" and the totals come from the index
 * alone (quantity and unit ride along).
 */
const loadIndexes = [
  (db: MigrationDb) =>
    db.schema
      .createIndex("loads_company_completed")
      .on("loads")
      .columns(["company_id", "status", "completed_at", "id", "quantity_unit", "quantity"]),
  (db: MigrationDb) =>
    db.schema
      .createIndex("loads_job_completed")
      .on("loads")
      .columns(["job_id", "status", "completed_at", "id", "quantity_unit", "quantity"]),
  (db: MigrationDb) =>
    db.schema
      .createIndex("loads_job_started")
      .on("loads")
      .columns(["job_id", "status", "started_at"]),
  (db: MigrationDb) =>
    db.schema
      .createIndex("loads_driver_updated")
      .on("loads")
      .columns(["driver_id", "status", "updated_at"]),
];

/**
 * Load tickets and daily metrics as drivers record them, and the company's time zone their
 * days are counted in.
 *
 * - `loads` gains its company (copied from its job), ticket number, photo, the device's
 *   position at start and completion, and void details; SQLite rebuilds the table to make
 *   `company_id` NOT NULL with its foreign key.
 * - `load_changes` keeps every change to a load: who, when, before, after, why.
 * - `driver_metrics` gains the device position and `updated_at`, and holds one entry per
 *   driver, job and day (sending the day's figures again corrects them).
 * - `companies.time_zone` (UTC until set) and `users.time_zone` (the browser's at sign-up,
 *   which a new contractor's company starts with).
 */
export const loads: MigrationFactory = (kind) => {
  const t = columnTypesFor(kind);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable("companies")
        .addColumn("time_zone", "text", (c) => c.notNull().defaultTo("UTC"))
        .execute();
      await db.schema.alterTable("users").addColumn("time_zone", "text").execute();

      await db.schema.alterTable("loads").addColumn("company_id", "text").execute();
      await sql`update loads set company_id = (select j.company_id from jobs j where j.id = loads.job_id)`.execute(
        db,
      );
      for (const [name, type] of ticketColumns(t)) {
        await db.schema.alterTable("loads").addColumn(name, type).execute();
      }
      await db.schema.dropIndex("loads_job_completed").execute();
      await db.schema.dropIndex("loads_driver_status").execute();

      if (kind === "postgres") {
        await sql`alter table loads alter column company_id set not null`.execute(db);
        await sql`alter table loads add constraint loads_company_fk foreign key (company_id) references companies (id) on delete cascade`.execute(
          db,
        );
        for (const index of loadIndexes) await index(db).execute();
      } else {
        await rebuildSqliteTable(db, {
          table: "loads",
          create: (trx, name) =>
            trx.schema
              .createTable(name)
              .addColumn("id", "text", (c) => c.primaryKey())
              .addColumn("company_id", "text", (c) =>
                c.notNull().references("companies.id").onDelete("cascade"),
              )
              .addColumn("job_id", "text", (c) =>
                c.notNull().references("jobs.id").onDelete("cascade"),
              )
              .addColumn("load_number", "integer", (c) => c.notNull())
              .addColumn("driver_id", "text", (c) => c.references("users.id").onDelete("set null"))
              .addColumn("driver_name", "text")
              .addColumn("status", "text", (c) => c.notNull())
              .addColumn("material_type", "text")
              .addColumn("quantity", t.double)
              .addColumn("quantity_unit", "text", (c) => c.notNull())
              .addColumn("ticket_number", "text")
              .addColumn("photo_key", "text")
              .addColumn("started_at", t.timestamp)
              .addColumn("completed_at", t.timestamp)
              .addColumn("start_latitude", t.double)
              .addColumn("start_longitude", t.double)
              .addColumn("start_accuracy", t.double)
              .addColumn("complete_latitude", t.double)
              .addColumn("complete_longitude", t.double)
              .addColumn("complete_accuracy", t.double)
              .addColumn("voided_at", t.timestamp)
              .addColumn("void_reason", "text")
              .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
              .addColumn("created_at", t.timestamp, (c) => c.notNull())
              .addColumn("updated_at", t.timestamp, (c) => c.notNull())
              .addUniqueConstraint("loads_job_number", ["job_id", "load_number"]),
          copy: [
            ...loadColumnsBefore,
            "company_id",
            "ticket_number",
            "photo_key",
            "start_latitude",
            "start_longitude",
            "start_accuracy",
            "complete_latitude",
            "complete_longitude",
            "complete_accuracy",
            "voided_at",
            "void_reason",
          ],
          indexes: loadIndexes,
        });
      }

      await db.schema
        .createTable("load_changes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("load_id", "text", (c) => c.notNull().references("loads.id").onDelete("cascade"))
        .addColumn("change", "text", (c) => c.notNull())
        .addColumn("changed_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("changed_by_name", "text", (c) => c.notNull())
        .addColumn("before", "text")
        .addColumn("after", "text", (c) => c.notNull())
        .addColumn("reason", "text")
        .addColumn("at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("load_changes_load_at")
        .on("load_changes")
        .columns(["load_id", "at"])
        .execute();

      for (const column of ["latitude", "longitude", "accuracy"]) {
        await db.schema.alterTable("driver_metrics").addColumn(column, t.double).execute();
      }
      await db.schema.alterTable("driver_metrics").addColumn("updated_at", t.timestamp).execute();
      await sql`update driver_metrics set updated_at = created_at`.execute(db);
      if (kind === "postgres") {
        await sql`alter table driver_metrics alter column updated_at set not null`.execute(db);
      }
      // One entry per driver, job and day: earlier duplicates give way to the latest.
      await sql`delete from driver_metrics where id in (
        select id from (
          select id, row_number() over (
            partition by driver_id, job_id, date order by created_at desc, id desc
          ) as position
          from driver_metrics
        ) as ranked where position > 1
      )`.execute(db);
      await db.schema.dropIndex("driver_metrics_driver_date").execute();
      await db.schema
        .createIndex("driver_metrics_driver_date_job")
        .on("driver_metrics")
        .columns(["driver_id", "date", "job_id"])
        .unique()
        .execute();
    },
  };
};
