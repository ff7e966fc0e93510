import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const revokeAccess = (jobId: string, userId: string) =>
  api.delete(`/api/jobs/${encodeURIComponent(jobId)}/permissions/${encodeURIComponent(userId)}`);

export function useRevokeAccess(jobId: string) {
  return useMutation({
    mutationFn: (userId: string) => revokeAccess(jobId, userId),
    meta: { invalidates: [jobKeys.grants(jobId)] },
  });
}
