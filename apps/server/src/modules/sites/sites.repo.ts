import type { Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { SitesTable } from "../../db/schema.js";

export type SiteRow = SitesTable;

export function findSite(db: Executor, companyId: string, siteId: string) {
  return db
    .selectFrom("sites")
    .selectAll()
    .where("id", "=", siteId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}

/** The site's row, held until the transaction ends (PostgreSQL) while a change decides on it. */
export function findSiteForUpdate(
  db: Executor,
  dialect: Dialect,
  companyId: string,
  siteId: string,
) {
  return dialect
    .forUpdate(
      db
        .selectFrom("sites")
        .selectAll()
        .where("id", "=", siteId)
        .where("company_id", "=", companyId),
    )
    .executeTakeFirst();
}

/** The companies' sites; archived ones only when asked for. */
export function findSitesOf(db: Executor, companyIds: string[], archived: boolean) {
  if (companyIds.length === 0) return Promise.resolve([]);
  let query = db.selectFrom("sites").selectAll().where("company_id", "in", companyIds);
  query = archived
    ? query.where("archived_at", "is not", null)
    : query.where("archived_at", "is", null);
  return query.execute();
}

/** The companies the person drives for. */
export async function findDriverCompanies(db: Executor, userId: string) {
  const rows = await db
    .selectFrom("company_members")
    .select("company_id")
    .where("user_id", "=", userId)
    .where("member_role", "=", "driver")
    .execute();
  return rows.map((row) => row.company_id);
}

export function insertSite(db: Executor, row: SitesTable) {
  return db.insertInto("sites").values(row).execute();
}

export function updateSite(
  db: Executor,
  siteId: string,
  patch: Partial<Omit<SitesTable, "id" | "company_id">>,
) {
  return db.updateTable("sites").set(patch).where("id", "=", siteId).execute();
}

/** Open jobs that load or dump at the site, so archiving it can say which. */
export function findOpenJobsUsing(db: Executor, siteId: string) {
  return db
    .selectFrom("jobs")
    .select(["id", "title", "job_number", "load_site_id", "dump_site_id"])
    .where((eb) => eb.or([eb("load_site_id", "=", siteId), eb("dump_site_id", "=", siteId)]))
    .where("status", "in", ["active", "pending"])
    .orderBy("created_at")
    .execute();
}

/** Raises the company's site revision by one (creating it at 1). */
export async function raiseRevision(db: Executor, companyId: string, now: string) {
  await db
    .insertInto("site_revisions")
    .values({ company_id: companyId, revision: 1, changed_at: now })
    .onConflict((oc) =>
      oc.column("company_id").doUpdateSet((eb) => ({
        revision: eb(eb.ref("site_revisions.revision"), "+", 1),
        changed_at: now,
      })),
    )
    .execute();
}
