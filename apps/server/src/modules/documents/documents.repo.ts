import type { Executor } from "../../db/database.js";
import type { Dialect } from "../../db/dialect.js";
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

export function findDocuments(db: Executor, documentIds: string[]) {
  return documentsWithJob(db)
    .where("d.id", "in", documentIds)
    .orderBy("d.driver_name")
    .orderBy("d.id")
    .execute();
}

export function insertDocuments(db: Executor, rows: DocumentsTable[]) {
  return db.insertInto("documents").values(rows).execute();
}

/**
 * Deletes one document inside a transaction, holding every document that shares its file:
 * "gone" when a racing delete removed it first, "last" when no other document points at the
 * file any more, "shared" when some still do.
 */
export async function deleteSharingFile(
  trx: Executor,
  dialect: Dialect,
  document: { id: string; job_id: string; file_path: string },
): Promise<"gone" | "last" | "shared"> {
  const sharing = await dialect
    .forUpdate(
      trx
        .selectFrom("documents")
        .select("id")
        .where("job_id", "=", document.job_id)
        .where("file_path", "=", document.file_path),
    )
    .execute();
  if (!sharing.some((row) => row.id === document.id)) return "gone";
  await trx.deleteFrom("documents").where("id", "=", document.id).execute();
  return sharing.length === 1 ? "last" : "shared";
}
