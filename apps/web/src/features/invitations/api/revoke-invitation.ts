import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invitationKeys } from "@/lib/query-keys";

export const revokeInvitation = (invitationId: string) =>
  api.delete(`/api/invitations/${encodeURIComponent(invitationId)}`);

export function useRevokeInvitation() {
  return useMutation({
    mutationFn: revokeInvitation,
    meta: { invalidates: [invitationKeys.list()] },
  });
}
