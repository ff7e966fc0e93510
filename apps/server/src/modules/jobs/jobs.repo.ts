import type { JobStatus } from "@haulwise/domain";
import { sql } from "kysely";
import type { Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
import type { AssignmentStatus, JobsTable } from "../../db/schema.js";

const jobsWithCounts = (db: Executor) =>
  db
    .selectFrom("jobs as j")
    .innerJoin("companies as c", "c.id", "j.company_id")
    .leftJoin("customers as cu", "cu.id", "j.customer_id")
    .selectAll("j")
    .select((eb) => [
      "c.name as company_name",
      "cu.name as customer_name",
      eb
        .selectFrom("documents as d")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("d.job_id", "=", "j.id")
        .as("document_count"),
    ]);

export type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

export function findJobsForCompany(db: Executor, companyId: string) {
  return jobsWithCounts(db)
    .where("j.company_id", "=", companyId)
    .orderBy("j.created_at", "desc")
    .orderBy("j.id")
    .execute();
}

/** How many of the company's jobs have this status. */
export async function countJobsWithStatus(db: Executor, companyId: string, status: JobStatus) {
  const row = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("company_id", "=", companyId)
    .where("status", "=", status)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function findJob(db: Executor, jobId: string) {
  return jobsWithCounts(db).where("j.id", "=", jobId).executeTakeFirst();
}

/**
 * Holds the job's row until the transaction ends (PostgreSQL), so changes to one job's roster
 * and grants happen one after another and each sees what the one before it did.
 */
export async function lockJob(db: Executor, dialect: Dialect, jobId: string) {
  await dialect.forUpdate(db.selectFrom("jobs").select("id").where("id", "=", jobId)).execute();
}

/** The job's haul route, its row held until the transaction ends (PostgreSQL). */
export function lockJobRoute(db: Executor, dialect: Dialect, jobId: string) {
  return dialect
    .forUpdate(
      db.selectFrom("jobs").select(["load_site_id", "dump_site_id"]).where("id", "=", jobId),
    )
    .executeTakeFirst();
}

/** A site's name, for saying which one a job's route already names. */
export async function findSiteName(db: Executor, siteId: string) {
  const row = await db
    .selectFrom("sites")
    .select("name")
    .where("id", "=", siteId)
    .executeTakeFirst();
  return row?.name ?? null;
}

export async function jobNumberTaken(db: Executor, companyId: string, jobNumber: string) {
  const row = await db
    .selectFrom("jobs")
    .select("id")
    .where("company_id", "=", companyId)
    .where("job_number", "=", jobNumber)
    .executeTakeFirst();
  return Boolean(row);
}

export function insertJob(db: Executor, job: JobsTable) {
  return db.insertInto("jobs").values(job).execute();
}

export function updateJob(
  db: Executor,
  jobId: string,
  patch: Partial<Omit<JobsTable, "id" | "company_id">>,
) {
  return db.updateTable("jobs").set(patch).where("id", "=", jobId).execute();
}

export function findAssignment(db: Executor, jobId: string, driverId: string) {
  return db
    .selectFrom("job_drivers")
    .selectAll()
    .where("job_id", "=", jobId)
    .where("driver_id", "=", driverId)
    .executeTakeFirst();
}

export async function upsertAssignment(
  db: Executor,
  row: { jobId: string; driverId: string; status: "active" | "pending"; now: string },
) {
  const joinedAt = row.status === "active" ? row.now : null;
  const requestedAt = row.status === "pending" ? row.now : null;
  await db
    .insertInto("job_drivers")
    .values({
      id: crypto.randomUUID(),
      job_id: row.jobId,
      driver_id: row.driverId,
      status: row.status,
      requested_at: requestedAt,
      joined_at: joinedAt,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) =>
      oc.columns(["job_id", "driver_id"]).doUpdateSet({
        status: row.status,
        joined_at: joinedAt,
        requested_at: requestedAt,
        updated_at: row.now,
      }),
    )
    .execute();
}

export function setAssignmentStatus(
  db: Executor,
  jobId: string,
  driverId: string,
  status: AssignmentStatus,
  now: string,
) {
  return db
    .updateTable("job_drivers")
    .set({ status, updated_at: now, ...(status === "active" ? { joined_at: now } : {}) })
    .where("job_id", "=", jobId)
    .where("driver_id", "=", driverId)
    .executeTakeFirst();
}

/** The roster: newest joined first, then waiting requests. */
export function listAssignments(db: Executor, jobId: string) {
  return db
    .selectFrom("job_drivers as jd")
    .innerJoin("users as u", "u.id", "jd.driver_id")
    .leftJoin("profiles as p", "p.id", "jd.driver_id")
    .select([
      "jd.driver_id",
      "jd.status",
      "jd.requested_at",
      "jd.joined_at",
      "u.email",
      "p.first_name",
      "p.last_name",
      "p.phone_number",
      "p.avatar_key",
    ])
    .where("jd.job_id", "=", jobId)
    .where("jd.status", "in", ["active", "pending"])
    .orderBy(sql`coalesce(jd.joined_at, jd.requested_at)`, "desc")
    .execute();
}

/** Jobs a driver works: active assignments in companies they still belong to. */
export function findDriverJobs(db: Executor, driverId: string) {
  return jobsWithCounts(db)
    .innerJoin("job_drivers as jd", "jd.job_id", "j.id")
    .innerJoin("company_members as m", (join) =>
      join.onRef("m.company_id", "=", "j.company_id").on("m.user_id", "=", driverId),
    )
    .where("jd.driver_id", "=", driverId)
    .where("jd.status", "=", "active")
    .orderBy("j.start_date", "asc")
    .orderBy("j.created_at", "desc")
    .execute();
}

/**
 * Open jobs of the driver's companies that they are not on, with their own waiting request
 * if they sent one.
 */
export function findOpenJobsForDriver(
  db: Executor,
  driverId: string,
  statuses: readonly JobStatus[],
) {
  return jobsWithCounts(db)
    .innerJoin("company_members as m", "m.company_id", "j.company_id")
    .leftJoin("job_drivers as own", (join) =>
      join.onRef("own.job_id", "=", "j.id").on("own.driver_id", "=", driverId),
    )
    .select("own.status as request_status")
    .where("m.user_id", "=", driverId)
    .where("m.member_role", "=", "driver")
    .where("j.status", "in", [...statuses])
    .where((eb) =>
      eb.or([eb("own.status", "is", null), eb("own.status", "in", ["pending", "removed"])]),
    )
    .orderBy("j.start_date", "asc")
    .orderBy("j.created_at", "desc")
    .execute();
}

/** The caller's grant on the job, once it is theirs (their verified address was granted). */
export function findGrant(db: Executor, jobId: string, userId: string) {
  return db
    .selectFrom("job_permissions")
    .select(["id", "viewed_at"])
    .where("job_id", "=", jobId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** Everyone granted view access, newest first, with the names of those who hold an account. */
export function listGrants(db: Executor, jobId: string) {
  return db
    .selectFrom("job_permissions as jp")
    .leftJoin("profiles as p", "p.id", "jp.user_id")
    .select([
      "jp.id",
      "jp.email",
      "jp.user_id",
      "jp.can_edit",
      "jp.viewed_at",
      "jp.created_at",
      "p.first_name",
      "p.last_name",
    ])
    .where("jp.job_id", "=", jobId)
    .orderBy("jp.created_at", "desc")
    .execute();
}

/**
 * Adds grants; an address already granted, or an account that already holds a grant on the
 * job under another address, keeps the one it has.
 */
export function insertGrants(
  db: Executor,
  rows: Array<{
    id: string;
    job_id: string;
    user_id: string | null;
    email: string;
    granted_by: string;
    created_at: string;
  }>,
) {
  return db
    .insertInto("job_permissions")
    .values(rows.map((row) => ({ ...row, can_edit: false, viewed_at: null })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export function deleteGrantsById(db: Executor, ids: string[]) {
  return db.deleteFrom("job_permissions").where("id", "in", ids).execute();
}

/** Removes one grant of the job; answers whose it was (null while nobody had claimed it). */
export async function deleteGrant(db: Executor, jobId: string, grantId: string) {
  const row = await db
    .selectFrom("job_permissions")
    .select("user_id")
    .where("job_id", "=", jobId)
    .where("id", "=", grantId)
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .deleteFrom("job_permissions")
    .where("job_id", "=", jobId)
    .where("id", "=", grantId)
    .execute();
  return { userId: row.user_id };
}

/** The grantee opened the job: from now on the list shows them by name. */
export function markGrantViewed(db: Executor, grantId: string, now: string) {
  return db
    .updateTable("job_permissions")
    .set({ viewed_at: now })
    .where("id", "=", grantId)
    .where("viewed_at", "is", null)
    .execute();
}

/**
 * Gives the account every grant still waiting on its (now verified) address. Answers the jobs
 * it can now open, with their companies.
 */
export async function claimGrants(db: Executor, userId: string, email: string) {
  const waiting = await db
    .selectFrom("job_permissions as jp")
    .innerJoin("jobs as j", "j.id", "jp.job_id")
    .select(["jp.id", "jp.job_id", "j.company_id"])
    .where("jp.email", "=", email)
    .where("jp.user_id", "is", null)
    .execute();
  if (waiting.length === 0) return [];
  const held = new Set(
    (
      await db
        .selectFrom("job_permissions")
        .select("job_id")
        .where("user_id", "=", userId)
        .where(
          "job_id",
          "in",
          waiting.map((row) => row.job_id),
        )
        .execute()
    ).map((row) => row.job_id),
  );
  const duplicates = waiting.filter((row) => held.has(row.job_id)).map((row) => row.id);
  if (duplicates.length > 0) await deleteGrantsById(db, duplicates);
  const claimed = waiting.filter((row) => !held.has(row.job_id));
  if (claimed.length > 0) {
    await db
      .updateTable("job_permissions")
      .set({ user_id: userId })
      .where(
        "id",
        "in",
        claimed.map((row) => row.id),
      )
      .execute();
  }
  return claimed.map((row) => ({ jobId: row.job_id, companyId: row.company_id }));
}

/**
 * A driver leaving a company leaves its jobs: every place they had on them ends. Answers the
 * jobs whose join request was still waiting.
 */
export async function releaseDriverFromCompany(
  db: Executor,
  companyId: string,
  driverId: string,
  now: string,
): Promise<string[]> {
  const companyJobs = db.selectFrom("jobs").select("id").where("company_id", "=", companyId);
  const waiting = await db
    .selectFrom("job_drivers")
    .select("job_id")
    .where("driver_id", "=", driverId)
    .where("status", "=", "pending")
    .where("job_id", "in", companyJobs)
    .execute();
  await db
    .updateTable("job_drivers")
    .set({ status: "removed", updated_at: now })
    .where("driver_id", "=", driverId)
    .where("job_id", "in", companyJobs)
    .execute();
  return waiting.map((row) => row.job_id);
}
