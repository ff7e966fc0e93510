import { CreatedShareLinkSchema, type CreateShareLinkInput } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { shareKeys } from "@/lib/query-keys";

export const createShareLink = (jobId: string, input: CreateShareLinkInput) =>
  api.post(`/api/jobs/${encodeURIComponent(jobId)}/share-links`, input, CreatedShareLinkSchema);

export function useCreateShareLink(jobId: string) {
  return useMutation({
    mutationFn: (input: CreateShareLinkInput) => createShareLink(jobId, input),
    meta: { invalidates: [shareKeys.links(jobId)] },
  });
}
