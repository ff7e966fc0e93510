import { sql } from "kysely";
import type { Db } from "../../db/database.js";

/** LIKE treats % and _ as wildcards; a person typing them means the characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Case-insensitive partial match on title or job number within the user's companies, newest first. */
export function searchJobs(db: Db, userId: string, text: string, limit: number) {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return db
    .selectFrom("jobs as j")
    .innerJoin("companies as c", "c.id", "j.company_id")
    .innerJoin("company_members as m", "m.company_id", "j.company_id")
    .select(["j.id", "j.title", "j.job_number", "c.name as company_name"])
    .where("m.user_id", "=", userId)
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(j.title) like ${pattern} escape '\\'`,
        sql<boolean>`lower(j.job_number) like ${pattern} escape '\\'`,
      ]),
    )
    .orderBy("j.created_at", "desc")
    .limit(limit)
    .execute();
}
