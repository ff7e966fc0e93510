import { columnTypesFor, type MigrationDb, type MigrationFactory } from "./types.js";

/**
 * Sites and load cycles.
 *
 * - `sites`: a company's fenced places (the fence as JSON, its box in degrees beside it for
 *   cheap "nowhere near" checks), archived rather than deleted.
 * - `site_revisions`: one counter per company, raised by every change that alters what its
 *   fences count; live evaluation reloads a company's fences when it moves, and the recompute
 *   worker recounts the last days when it runs ahead of what was counted.
 * - `jobs` gains its haul route: the site trucks load at and the site they dump at.
 * - `site_visits`: each stay of a driver at a site (drive-throughs too), with the fixes that
 *   opened and closed it, so recounting from any moment knows which visits it replaces.
 * - `cycles`: load-site visit then dump-site visit, per job and driver, with both visits' times.
 * - `site_trackers`: where live counting of one driver at one company's sites stands (the
 *   last fix folded and any visit under way), and the haul phase the live map shows.
 * - `cycle_builds`: what each company's visits and each job's cycles were last counted with
 *   (the site revision, the route), so a change nobody announced is still recounted.
 */
export const sites: MigrationFactory = (kind) => {
  const t = columnTypesFor(kind);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable("sites")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("address", "text")
        .addColumn("geometry", "text", (c) => c.notNull())
        .addColumn("min_dwell_seconds", "integer")
        .addColumn("south", t.double, (c) => c.notNull())
        .addColumn("west", t.double, (c) => c.notNull())
        .addColumn("north", t.double, (c) => c.notNull())
        .addColumn("east", t.double, (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addColumn("archived_at", t.timestamp)
        .execute();
      await db.schema
        .createIndex("sites_company")
        .on("sites")
        .columns(["company_id", "archived_at", "name"])
        .execute();

      await db.schema
        .createTable("site_revisions")
        .addColumn("company_id", "text", (c) =>
          c.primaryKey().references("companies.id").onDelete("cascade"),
        )
        .addColumn("revision", "integer", (c) => c.notNull())
        .addColumn("changed_at", t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .alterTable("jobs")
        .addColumn("load_site_id", "text", (c) => c.references("sites.id").onDelete("set null"))
        .execute();
      await db.schema
        .alterTable("jobs")
        .addColumn("dump_site_id", "text", (c) => c.references("sites.id").onDelete("set null"))
        .execute();
      await db.schema.createIndex("jobs_load_site").on("jobs").column("load_site_id").execute();
      await db.schema.createIndex("jobs_dump_site").on("jobs").column("dump_site_id").execute();

      await db.schema
        .createTable("site_visits")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("driver_id", "text", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("site_id", "text", (c) => c.notNull().references("sites.id").onDelete("cascade"))
        .addColumn("arrived_at", t.timestamp, (c) => c.notNull())
        // Null while the truck is still there (or left less than a minute ago).
        .addColumn("departed_at", t.timestamp)
        .addColumn("inferred", t.boolean, (c) => c.notNull())
        // The first fix that placed the truck there, and the fix that closed the visit.
        .addColumn("opened_at", t.timestamp, (c) => c.notNull())
        .addColumn("closed_at", t.timestamp)
        .execute();
      await db.schema
        .createIndex("site_visits_driver")
        .on("site_visits")
        .columns(["company_id", "driver_id", "arrived_at"])
        .execute();
      await db.schema
        .createIndex("site_visits_site")
        .on("site_visits")
        .columns(["site_id", "arrived_at"])
        .execute();

      await db.schema
        .createTable("cycles")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("job_id", "text", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
        .addColumn("driver_id", "text", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("load_visit_id", "text", (c) => c.notNull())
        .addColumn("dump_visit_id", "text", (c) => c.notNull())
        .addColumn("load_site_id", "text", (c) => c.notNull())
        .addColumn("load_arrived_at", t.timestamp, (c) => c.notNull())
        .addColumn("load_departed_at", t.timestamp, (c) => c.notNull())
        .addColumn("dump_site_id", "text", (c) => c.notNull())
        .addColumn("dump_arrived_at", t.timestamp, (c) => c.notNull())
        .addColumn("dump_departed_at", t.timestamp, (c) => c.notNull())
        .addColumn("inferred", t.boolean, (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .execute();
      // A job's cycles in a range of dump departures: the cycles screen, its CSV and summary.
      await db.schema
        .createIndex("cycles_job_dump")
        .on("cycles")
        .columns(["job_id", "dump_departed_at"])
        .execute();
      await db.schema
        .createIndex("cycles_company_dump")
        .on("cycles")
        .columns(["company_id", "dump_departed_at"])
        .execute();
      await db.schema
        .createIndex("cycles_driver_dump")
        .on("cycles")
        .columns(["driver_id", "dump_departed_at"])
        .execute();

      await db.schema
        .createTable("site_trackers")
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("driver_id", "text", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("site_revision", "integer", (c) => c.notNull())
        // The fold's state as JSON: the last fix counted and any visit under way.
        .addColumn("state", "text", (c) => c.notNull())
        // Fixes that arrived older than the last one counted wait for a recount from here.
        .addColumn("recount_from", t.timestamp)
        .addColumn("phase", "text")
        .addColumn("phase_job_id", "text")
        .addColumn("phase_site_id", "text")
        .addColumn("phase_since", t.timestamp)
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint("site_trackers_pk", ["company_id", "driver_id"])
        .execute();
      await db.schema
        .createIndex("site_trackers_driver")
        .on("site_trackers")
        .column("driver_id")
        .execute();
      await db.schema
        .createIndex("site_trackers_recount")
        .on("site_trackers")
        .column("recount_from")
        .execute();

      await db.schema
        .createTable("cycle_builds")
        // "company:<id>" for a company's visits, "job:<id>" for a job's cycles.
        .addColumn("scope", "text", (c) => c.primaryKey())
        .addColumn("site_revision", "integer")
        .addColumn("load_site_id", "text")
        .addColumn("dump_site_id", "text")
        .addColumn("built_at", t.timestamp, (c) => c.notNull())
        .execute();
    },

    async down(db: MigrationDb) {
      for (const table of ["cycle_builds", "site_trackers", "cycles", "site_visits"]) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.dropIndex("jobs_dump_site").execute();
      await db.schema.dropIndex("jobs_load_site").execute();
      await db.schema.alterTable("jobs").dropColumn("dump_site_id").execute();
      await db.schema.alterTable("jobs").dropColumn("load_site_id").execute();
      await db.schema.dropTable("site_revisions").execute();
      await db.schema.dropTable("sites").execute();
    },
  };
};
