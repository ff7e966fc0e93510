import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { shareKeys } from "@/lib/query-keys";

export const revokeShareLink = (linkId: string) =>
  api.delete(`/api/share-links/${encodeURIComponent(linkId)}`);

export function useRevokeShareLink(jobId: string) {
  return useMutation({
    mutationFn: (linkId: string) => revokeShareLink(linkId),
    meta: { invalidates: [shareKeys.links(jobId)] },
  });
}
