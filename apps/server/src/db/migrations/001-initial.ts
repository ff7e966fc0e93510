import { sql } from "kysely";
import { columnTypesFor, type MigrationDb, type MigrationFactory } from "./types.js";

/** The whole data model of both specification parts, with the indexes their reads need. */
export const initial: MigrationFactory = (kind) => {
  const t = columnTypesFor(kind);
  const falseDefault = kind === "postgres" ? sql`false` : sql`0`;

  return {
    async up(db: MigrationDb) {
      // Better Auth's tables, named and cased our way (see auth/auth.ts for the mapping).
      await db.schema
        .createTable("users")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("email_verified", t.boolean, (c) => c.notNull().defaultTo(falseDefault))
        .addColumn("image", "text")
        .addColumn("first_name", "text")
        .addColumn("last_name", "text")
        .addColumn("role", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("sessions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .addColumn("ip_address", "text")
        .addColumn("user_agent", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

      await db.schema
        .createTable("accounts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("provider_id", "text", (c) => c.notNull())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("access_token", "text")
        .addColumn("refresh_token", "text")
        .addColumn("id_token", "text")
        .addColumn("access_token_expires_at", t.timestamp)
        .addColumn("refresh_token_expires_at", t.timestamp)
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("accounts_user_id").on("accounts").column("user_id").execute();

      await db.schema
        .createTable("verifications")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("verifications_identifier")
        .on("verifications")
        .column("identifier")
        .execute();

      await db.schema
        .createTable("profiles")
        .addColumn("id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
        .addColumn("first_name", "text")
        .addColumn("last_name", "text")
        .addColumn("phone_number", "text")
        .addColumn("role", "text")
        .addColumn("avatar_key", "text")
        .addColumn("driver_license_number", "text")
        .addColumn("driver_license_state", "text")
        .addColumn("driver_license_expiry", "text")
        .addColumn("years_of_experience", "integer")
        .addColumn("address_line1", "text")
        .addColumn("city", "text")
        .addColumn("state", "text")
        .addColumn("zip_code", "text")
        .addColumn("on_duty", t.boolean, (c) => c.notNull().defaultTo(falseDefault))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("companies")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("contact_name", "text")
        .addColumn("phone", "text")
        .addColumn("email", "text")
        .addColumn("address", "text")
        .addColumn("notes", "text")
        .addColumn("logo_key", "text")
        .addColumn("owner_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("company_members")
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("member_role", "text", (c) => c.notNull())
        .addColumn("joined_at", t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint("company_members_pk", ["company_id", "user_id"])
        .execute();
      await db.schema
        .createIndex("company_members_user_id")
        .on("company_members")
        .column("user_id")
        .execute();

      await db.schema
        .createTable("invitations")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("invited_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("accepted_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .addColumn("accepted_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("invitations_company_status")
        .on("invitations")
        .columns(["company_id", "status"])
        .execute();
      await db.schema.createIndex("invitations_email").on("invitations").column("email").execute();

      await db.schema
        .createTable("trucks")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("owner_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("make", "text", (c) => c.notNull())
        .addColumn("model", "text", (c) => c.notNull())
        .addColumn("truck_number", "text", (c) => c.notNull())
        .addColumn("license_plate", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("assigned_driver_id", "text", (c) =>
          c.references("users.id").onDelete("set null"),
        )
        .addColumn("retired_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("trucks_company_number", ["company_id", "truck_number"])
        .execute();
      await db.schema
        .createIndex("trucks_assigned_driver")
        .on("trucks")
        .column("assigned_driver_id")
        .execute();

      await db.schema
        .createTable("jobs")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("contractor_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("job_number", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("location", "text", (c) => c.notNull())
        .addColumn("location_address", "text")
        .addColumn("latitude", t.double)
        .addColumn("longitude", t.double)
        .addColumn("start_date", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("jobs_company_number", ["company_id", "job_number"])
        .execute();
      await db.schema
        .createIndex("jobs_company_created")
        .on("jobs")
        .columns(["company_id", "created_at"])
        .execute();

      await db.schema
        .createTable("job_drivers")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("job_id", "text", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
        .addColumn("driver_id", "text", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("requested_at", t.timestamp)
        .addColumn("joined_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("job_drivers_job_driver", ["job_id", "driver_id"])
        .execute();
      await db.schema
        .createIndex("job_drivers_driver_status")
        .on("job_drivers")
        .columns(["driver_id", "status"])
        .execute();

      await db.schema
        .createTable("job_permissions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("job_id", "text", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("granted_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("can_edit", t.boolean, (c) => c.notNull().defaultTo(falseDefault))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("job_permissions_job_user", ["job_id", "user_id"])
        .execute();
      await db.schema
        .createIndex("job_permissions_user")
        .on("job_permissions")
        .column("user_id")
        .execute();

      await db.schema
        .createTable("documents")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("job_id", "text", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("driver_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("contractor_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("driver_name", "text")
        .addColumn("uploaded_by_name", "text")
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("file_type", "text", (c) => c.notNull())
        .addColumn("file_path", "text", (c) => c.notNull().unique())
        .addColumn("size_bytes", "integer", (c) => c.notNull())
        .addColumn("notes", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("documents_job_created")
        .on("documents")
        .columns(["job_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("documents_driver_created")
        .on("documents")
        .columns(["driver_id", "created_at"])
        .execute();

      await db.schema
        .createTable("location_history")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("job_id", "text", (c) => c.references("jobs.id").onDelete("set null"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("latitude", t.double)
        .addColumn("longitude", t.double)
        .addColumn("altitude", t.double)
        .addColumn("accuracy", t.double)
        .addColumn("speed", t.double)
        .addColumn("heading", t.double)
        .addColumn("flagged", t.boolean, (c) => c.notNull().defaultTo(falseDefault))
        .addColumn("recorded_at", t.timestamp, (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("location_history_user_recorded")
        .on("location_history")
        .columns(["user_id", "recorded_at"])
        .execute();
      await db.schema
        .createIndex("location_history_job_recorded")
        .on("location_history")
        .columns(["job_id", "recorded_at"])
        .execute();

      await db.schema
        .createTable("loads")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("job_id", "text", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
        .addColumn("load_number", "integer", (c) => c.notNull())
        .addColumn("driver_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("driver_name", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("material_type", "text")
        .addColumn("quantity", t.double)
        .addColumn("quantity_unit", "text", (c) => c.notNull())
        .addColumn("started_at", t.timestamp)
        .addColumn("completed_at", t.timestamp)
        .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("loads_job_number", ["job_id", "load_number"])
        .execute();
      await db.schema
        .createIndex("loads_job_completed")
        .on("loads")
        .columns(["job_id", "completed_at"])
        .execute();
      await db.schema
        .createIndex("loads_driver_status")
        .on("loads")
        .columns(["driver_id", "status"])
        .execute();

      await db.schema
        .createTable("driver_metrics")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("driver_id", "text", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("job_id", "text", (c) => c.references("jobs.id").onDelete("set null"))
        .addColumn("date", "text", (c) => c.notNull())
        .addColumn("loads_completed", "integer", (c) => c.notNull())
        .addColumn("hours_worked", t.double, (c) => c.notNull())
        .addColumn("miles_driven", t.double, (c) => c.notNull())
        .addColumn("fuel_used", t.double, (c) => c.notNull())
        .addColumn("notes", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("driver_metrics_driver_date")
        .on("driver_metrics")
        .columns(["driver_id", "date"])
        .execute();

      await db.schema
        .createTable("subscriptions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().unique().references("companies.id").onDelete("cascade"),
        )
        .addColumn("plan", "text", (c) => c.notNull())
        .addColumn("billing_cycle", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("provider", "text", (c) => c.notNull())
        .addColumn("provider_customer_id", "text")
        .addColumn("provider_subscription_id", "text")
        .addColumn("current_period_end", t.timestamp)
        .addColumn("cancel_at_period_end", t.boolean, (c) => c.notNull().defaultTo(falseDefault))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("billing_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("received_at", t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("notifications")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("body", "text")
        .addColumn("data", "text")
        .addColumn("read_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("notifications_user_created")
        .on("notifications")
        .columns(["user_id", "created_at"])
        .execute();

      await db.schema
        .createTable("driver_ratings")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("company_id", "text", (c) =>
          c.notNull().references("companies.id").onDelete("cascade"),
        )
        .addColumn("driver_id", "text", (c) =>
          c.notNull().references("users.id").onDelete("cascade"),
        )
        .addColumn("rated_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("driver_ratings_once", ["company_id", "driver_id", "rated_by"])
        .execute();
      await db.schema
        .createIndex("driver_ratings_driver")
        .on("driver_ratings")
        .column("driver_id")
        .execute();
    },

    async down(db: MigrationDb) {
      const tables = [
        "driver_ratings",
        "notifications",
        "billing_events",
        "subscriptions",
        "driver_metrics",
        "loads",
        "location_history",
        "documents",
        "job_permissions",
        "job_drivers",
        "jobs",
        "trucks",
        "invitations",
        "company_members",
        "companies",
        "profiles",
        "verifications",
        "accounts",
        "sessions",
        "users",
      ];
      for (const table of tables) await db.schema.dropTable(table).execute();
    },
  };
};
