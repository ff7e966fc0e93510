import type { JobStatus } from "@haulwise/domain";
import { sql } from "kysely";
import type { Executor } from "../../db/database.js";

/** LIKE treats % and _ as wildcards; a person typing them means the characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Case-insensitive partial match on title or job number within the user's companies, newest
 * first. Company staff find every job of the company; a driver finds the jobs they work and
 * the open ones they may ask to join, the same jobs their own screens list.
 */
export function searchJobs(
  db: Executor,
  userId: string,
  text: string,
  limit: number,
  openStatuses: readonly JobStatus[],
) {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return db
    .selectFrom("jobs as j")
    .innerJoin("companies as c", "c.id", "j.company_id")
    .innerJoin("company_members as m", "m.company_id", "j.company_id")
    .leftJoin("job_drivers as own", (join) =>
      join.onRef("own.job_id", "=", "j.id").on("own.driver_id", "=", userId),
    )
    .select([
      "j.id",
      "j.title",
      "j.job_number",
      "j.status",
      "c.name as company_name",
      "m.member_role",
      "own.status as assignment_status",
    ])
    .where("m.user_id", "=", userId)
    .where((eb) =>
      eb.or([
        eb("m.member_role", "!=", "driver"),
        eb("own.status", "=", "active"),
        eb("j.status", "in", [...openStatuses]),
      ]),
    )
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(j.title) like ${pattern} escape '\\'`,
        sql<boolean>`lower(j.job_number) like ${pattern} escape '\\'`,
      ]),
    )
    .orderBy("j.created_at", "desc")
    .orderBy("j.id")
    .limit(limit)
    .execute();
}
