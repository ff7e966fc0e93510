import { ApprovalOverviewSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { approvalKeys, type DayRange } from "@/lib/query-keys";

export const getApprovalOverview = (range: DayRange) => {
  const query = new URLSearchParams();
  if (range.from) query.set("from", range.from);
  if (range.to) query.set("to", range.to);
  return api.get(`/api/approvals?${query}`, ApprovalOverviewSchema);
};

export const approvalOverviewQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: approvalKeys.overview(range),
    queryFn: () => getApprovalOverview(range),
  });

/** Each job's days in the range with how far their approval is. */
export function useApprovalOverview(range: DayRange) {
  return useQuery(approvalOverviewQueryOptions(range));
}
