import { type CreateInvitationsInput, InvitationListSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invitationKeys } from "@/lib/query-keys";

export const sendInvitations = (input: CreateInvitationsInput) =>
  api.post("/api/invitations", input, InvitationListSchema);

export function useSendInvitations() {
  return useMutation({
    mutationFn: sendInvitations,
    meta: { invalidates: [invitationKeys.list()] },
  });
}
