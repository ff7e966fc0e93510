import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const revokeAccess = (jobId: string, userId: string) =>
  api.delete(`/api/jobs/${encodeURIComponent(jobId)}/permissions/${encodeURIComponent(userId)}`);

export function useRevokeAccess(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => revokeAccess(jobId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.grants(jobId) }),
  });
}
