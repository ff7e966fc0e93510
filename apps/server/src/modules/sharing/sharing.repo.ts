import type { Executor } from "../../db/database.js";
import type { CustomerReviewsTable, ShareLinksTable } from "../../db/schema.js";

export type ShareLinkRow = ShareLinksTable;

export function insertLink(db: Executor, link: ShareLinksTable) {
  return db.insertInto("share_links").values(link).execute();
}

/** A job's links, newest first. */
export function findForJob(db: Executor, jobId: string) {
  return db
    .selectFrom("share_links")
    .selectAll()
    .where("job_id", "=", jobId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function findById(db: Executor, linkId: string) {
  return db.selectFrom("share_links").selectAll().where("id", "=", linkId).executeTakeFirst();
}

export function findByTokenHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom("share_links")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** Links of the job neither revoked nor past their date (the job's end is the caller's to judge). */
export async function countWorking(db: Executor, jobId: string, now: string) {
  const row = await db
    .selectFrom("share_links")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("job_id", "=", jobId)
    .where("revoked_at", "is", null)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now)]))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Revokes a link once; a second revocation keeps the first time. */
export function revoke(db: Executor, linkId: string, by: string, at: string) {
  return db
    .updateTable("share_links")
    .set({ revoked_at: at, revoked_by: by })
    .where("id", "=", linkId)
    .where("revoked_at", "is", null)
    .execute();
}

export function insertReview(db: Executor, review: CustomerReviewsTable) {
  return db.insertInto("customer_reviews").values(review).execute();
}

/** What link holders said about a job, newest first. */
export function findReviews(db: Executor, jobId: string) {
  return db
    .selectFrom("customer_reviews")
    .selectAll()
    .where("job_id", "=", jobId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}
