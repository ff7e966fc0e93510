import type { JobSearchResult } from "@haulwise/domain";

/** What choosing a result opens, by how the searcher relates to the job site. */
export function resultPath(result: JobSearchResult): string {
  if (result.relation === "company") return `/jobs/${result.id}`;
  if (result.relation === "assigned") return `/jobs/${result.id}/view`;
  return `/driver-jobs?job=${encodeURIComponent(result.id)}`;
}
