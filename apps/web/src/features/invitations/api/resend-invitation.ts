import { InvitationSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invitationKeys } from "@/lib/query-keys";

export const resendInvitation = (invitationId: string) =>
  api.post(
    `/api/invitations/${encodeURIComponent(invitationId)}/resend`,
    undefined,
    InvitationSchema,
  );

export function useResendInvitation() {
  return useMutation({
    mutationFn: resendInvitation,
    meta: { invalidates: [invitationKeys.list()] },
  });
}
