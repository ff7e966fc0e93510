import { AcceptInvitationResultSchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invitationKeys, meKeys } from "@/lib/query-keys";

export const acceptInvitation = (token: string) =>
  api.post("/api/invitations/accept", { token }, AcceptInvitationResultSchema);

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: invitationKeys.preview(token) });
      await queryClient.invalidateQueries({ queryKey: meKeys.all, exact: true });
    },
  });
}
