import { sql } from "kysely";
import { rebuildSqliteTable } from "./sqlite-rebuild.js";
import {
  type ColumnTypes,
  columnTypesFor,
  type MigrationDb,
  type MigrationFactory,
} from "./types.js";

/**
 * - `job_permissions` grants view access to an address, not only to an account: `email` is the
 *   address the contractor typed, `user_id` is filled once an account holding that address is
 *   verified (at once if one already is), and `viewed_at` when that person first opens the job.
 *   A grant answers and lists the same whether or not the address has an account.
 * - `former_driver_loads`: a driver's own loads as they stood when the driver left the
 *   company (removed, or switched role), job title and number included; their history shows
 *   these, not the company's later renames and corrections. Drivers who left before this
 *   migration keep their loads as they stand now.
 */
export const hardeningRealtime: MigrationFactory = (kind) => {
  const t = columnTypesFor(kind);
  return {
    async up(db: MigrationDb) {
      await grantsByAddress(db, kind, t);
      await formerDriverLoads(db, kind, t);
    },
  };
};

const grantIndexes = [
  (db: MigrationDb) =>
    db.schema.createIndex("job_permissions_user").on("job_permissions").column("user_id"),
  (db: MigrationDb) =>
    db.schema.createIndex("job_permissions_email").on("job_permissions").column("email"),
];

async function grantsByAddress(db: MigrationDb, kind: "sqlite" | "postgres", t: ColumnTypes) {
  const grants = () => db.schema.alterTable("job_permissions");
  await grants().addColumn("email", "text").execute();
  await grants().addColumn("viewed_at", t.timestamp).execute();
  // Grants made so far were to verified accounts and listed with names: they stay as shown.
  await sql`update job_permissions set email = (select lower(u.email) from users u where u.id = job_permissions.user_id), viewed_at = created_at`.execute(
    db,
  );

  if (kind === "postgres") {
    await sql`alter table job_permissions alter column user_id drop not null`.execute(db);
    await sql`alter table job_permissions alter column email set not null`.execute(db);
    await sql`alter table job_permissions add constraint job_permissions_job_email unique (job_id, email)`.execute(
      db,
    );
    await grantIndexes[1]!(db).execute();
    return;
  }
  await db.schema.dropIndex("job_permissions_user").execute();
  await rebuildSqliteTable(db, {
    table: "job_permissions",
    create: (trx, name) =>
      trx.schema
        .createTable(name)
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("job_id", "text", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
        .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("granted_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("can_edit", t.boolean, (c) => c.notNull().defaultTo(0))
        .addColumn("viewed_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("job_permissions_job_user", ["job_id", "user_id"])
        .addUniqueConstraint("job_permissions_job_email", ["job_id", "email"]),
    copy: ["id", "job_id", "user_id", "email", "granted_by", "can_edit", "viewed_at", "created_at"],
    indexes: grantIndexes,
  });
}

async function formerDriverLoads(db: MigrationDb, kind: "sqlite" | "postgres", t: ColumnTypes) {
  await db.schema
    .createTable("former_driver_loads")
    .addColumn("load_id", "text", (c) => c.notNull().references("loads.id").onDelete("cascade"))
    .addColumn("driver_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("company_id", "text", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("job_id", "text", (c) => c.notNull())
    .addColumn("job_title", "text", (c) => c.notNull())
    .addColumn("job_number", "text", (c) => c.notNull())
    .addColumn("load_number", "integer", (c) => c.notNull())
    .addColumn("driver_name", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("material_type", "text")
    .addColumn("quantity", t.double)
    .addColumn("quantity_unit", "text", (c) => c.notNull())
    .addColumn("ticket_number", "text")
    .addColumn("started_at", t.timestamp)
    .addColumn("completed_at", t.timestamp)
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .addColumn("left_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("former_driver_loads_pk", ["driver_id", "load_id"])
    .execute();
  await db.schema
    .createIndex("former_driver_loads_recent")
    .on("former_driver_loads")
    .columns(["driver_id", "updated_at"])
    .execute();

  const now = kind === "postgres" ? sql`now()` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  await sql`insert into former_driver_loads (load_id, driver_id, company_id, job_id, job_title, job_number, load_number, driver_name, status, material_type, quantity, quantity_unit, ticket_number, started_at, completed_at, updated_at, left_at)
    select l.id, l.driver_id, l.company_id, l.job_id, j.title, j.job_number, l.load_number, l.driver_name, l.status, l.material_type, l.quantity, l.quantity_unit, l.ticket_number, l.started_at, l.completed_at, l.updated_at, ${now}
    from loads l join jobs j on j.id = l.job_id
    where l.driver_id is not null
      and not exists (select 1 from company_members m where m.company_id = l.company_id and m.user_id = l.driver_id)`.execute(
    db,
  );
}
