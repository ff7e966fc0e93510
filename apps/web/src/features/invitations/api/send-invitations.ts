import { type CreateInvitationsInput, InvitationListSchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invitationKeys } from "@/lib/query-keys";

export const sendInvitations = (input: CreateInvitationsInput) =>
  api.post("/api/invitations", input, InvitationListSchema);

export function useSendInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.list() }),
  });
}
