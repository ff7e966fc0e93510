import { CompanySchema, JobSchema, LOADS, LoadSummarySchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { loadKeys } from "@/lib/query-keys";
import { rangeQuery } from "./get-load-summary";

/**
 * What a day's haul sheet shows: the company, the job and every load delivered that day,
 * all pages of it (a job does not haul more than a few hundred loads a day).
 */
export async function getHaulSheet(jobId: string, day: string) {
  const [company, job, first] = await Promise.all([
    api.get("/api/company", CompanySchema),
    api.get(`/api/jobs/${encodeURIComponent(jobId)}`, JobSchema),
    api.get(
      `/api/loads${rangeQuery({ jobId, from: day, to: day }, { limit: String(LOADS.maxPageSize) })}`,
      LoadSummarySchema,
    ),
  ]);
  const loads = [...first.loads];
  let cursor = first.nextCursor;
  while (cursor) {
    const page = await api.get(
      `/api/loads${rangeQuery({ jobId, from: day, to: day }, { limit: String(LOADS.maxPageSize), cursor })}`,
      LoadSummarySchema,
    );
    loads.push(...page.loads);
    cursor = page.nextCursor;
  }
  // Oldest first: a haul sheet reads in the order the day went.
  loads.reverse();
  return { company, job, range: first.range, totals: first.totals, loads };
}

export const haulSheetQueryOptions = (jobId: string, day: string) =>
  queryOptions({
    queryKey: loadKeys.haulSheet(jobId, day),
    queryFn: () => getHaulSheet(jobId, day),
  });

export function useHaulSheet(jobId: string, day: string) {
  return useQuery(haulSheetQueryOptions(jobId, day));
}
