import { type GrantAccessInput, GrantAccessResultSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const grantAccess = (jobId: string, input: GrantAccessInput) =>
  api.post(`/api/jobs/${encodeURIComponent(jobId)}/permissions`, input, GrantAccessResultSchema);

export function useGrantAccess(jobId: string) {
  return useMutation({
    mutationFn: (input: GrantAccessInput) => grantAccess(jobId, input),
    meta: { invalidates: [jobKeys.grants(jobId)] },
  });
}
