import type { Executor } from "../../db/database.js";
import type { DocumentsTable } from "../../db/schema.js";

const documentsWithJob = (db: Executor) =>
  db
    .selectFrom("documents as d")
    .innerJoin("jobs as j", "j.id", "d.job_id")
    .leftJoin("profiles as p", "p.id", "d.driver_id")
    .selectAll("d")
    .select([
      "j.title as job_title",
      "j.job_number",
      "p.first_name as driver_first_name",
      "p.last_name as driver_last_name",
    ]);

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export function findDocument(db: Executor, documentId: string) {
  return documentsWithJob(db).where("d.id", "=", documentId).executeTakeFirst();
}

export function findForJob(db: Executor, jobId: string, driverId?: string) {
  let query = documentsWithJob(db).where("d.job_id", "=", jobId);
  if (driverId) query = query.where("d.driver_id", "=", driverId);
  return query.orderBy("d.created_at", "desc").execute();
}

/** Documents addressed to a driver, from companies they still drive for. */
export function findForDriver(db: Executor, driverId: string) {
  return documentsWithJob(db)
    .innerJoin("company_members as m", (join) =>
      join.onRef("m.company_id", "=", "d.company_id").on("m.user_id", "=", driverId),
    )
    .where("d.driver_id", "=", driverId)
    .orderBy("d.created_at", "desc")
    .execute();
}

export function insertDocument(db: Executor, row: DocumentsTable) {
  return db.insertInto("documents").values(row).execute();
}

/** Whether this call removed the row (two deletes racing remove it once). */
export async function deleteDocument(db: Executor, documentId: string): Promise<boolean> {
  const result = await db.deleteFrom("documents").where("id", "=", documentId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
