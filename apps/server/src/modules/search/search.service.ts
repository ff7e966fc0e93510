import { type JobSearchResult, OPEN_JOB_STATUSES, SEARCH_RESULT_LIMIT } from "@haulwise/domain";
import type { Actor } from "../../auth/actor.js";
import type { Db } from "../../db/database.js";
import * as repo from "./search.repo.js";

export type SearchService = ReturnType<typeof createSearchService>;

/** The top bar's job-site search, over the companies the person belongs to. */
export function createSearchService(deps: { db: Db }) {
  return {
    /** Job sites of the companies the user belongs to; blank text finds nothing. */
    async jobSites(actor: Actor, text: string): Promise<JobSearchResult[]> {
      const query = text.trim();
      if (!query) return [];
      const rows = await repo.searchJobs(
        deps.db,
        actor.userId,
        query,
        SEARCH_RESULT_LIMIT,
        OPEN_JOB_STATUSES,
      );
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        jobNumber: row.job_number,
        companyName: row.company_name,
        relation:
          row.member_role !== "driver"
            ? "company"
            : row.assignment_status === "active"
              ? "assigned"
              : "open",
      }));
    },
  };
}
