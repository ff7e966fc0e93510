import { ApprovalDaySchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { approvalKeys } from "@/lib/query-keys";

export const getApprovalDay = (jobId: string, day: string) =>
  api.get(
    `/api/jobs/${encodeURIComponent(jobId)}/approval?day=${encodeURIComponent(day)}`,
    ApprovalDaySchema,
  );

export const approvalDayQueryOptions = (jobId: string, day: string) =>
  queryOptions({
    queryKey: approvalKeys.day(jobId, day),
    queryFn: () => getApprovalDay(jobId, day),
  });

/** A job's day: every delivered ticket with its flags, and the drivers' hours. */
export function useApprovalDay(jobId: string, day: string) {
  return useQuery(approvalDayQueryOptions(jobId, day));
}
