import { AcceptInvitationResultSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invitationKeys, meKeys } from "@/lib/query-keys";

export const acceptInvitation = (token: string) =>
  api.post("/api/invitations/accept", { token }, AcceptInvitationResultSchema);

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    meta: { invalidates: [invitationKeys.preview(token), meKeys.all] },
  });
}
