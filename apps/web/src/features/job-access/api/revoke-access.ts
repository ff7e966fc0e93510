import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const revokeAccess = (jobId: string, grantId: string) =>
  api.delete(`/api/jobs/${encodeURIComponent(jobId)}/permissions/${encodeURIComponent(grantId)}`);

export function useRevokeAccess(jobId: string) {
  return useMutation({
    mutationFn: (grantId: string) => revokeAccess(jobId, grantId),
    meta: { invalidates: [jobKeys.grants(jobId)] },
  });
}
