import { InvitationSchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invitationKeys } from "@/lib/query-keys";

export const resendInvitation = (invitationId: string) =>
  api.post(
    `/api/invitations/${encodeURIComponent(invitationId)}/resend`,
    undefined,
    InvitationSchema,
  );

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.list() }),
  });
}
