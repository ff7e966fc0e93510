import { ApproveDayResultSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { approvalKeys, loadKeys } from "@/lib/query-keys";

export const approveUnflagged = (jobId: string, day: string) =>
  api.post(
    `/api/jobs/${encodeURIComponent(jobId)}/approval/approve-unflagged`,
    { day },
    ApproveDayResultSchema,
  );

export function useApproveUnflagged(jobId: string, day: string) {
  return useMutation({
    mutationFn: () => approveUnflagged(jobId, day),
    meta: { invalidates: [approvalKeys.all, loadKeys.all] },
  });
}
