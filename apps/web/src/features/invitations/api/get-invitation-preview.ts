import { InvitationPreviewSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invitationKeys } from "@/lib/query-keys";

export const getInvitationPreview = (token: string) =>
  api.get(`/api/invitations/preview/${encodeURIComponent(token)}`, InvitationPreviewSchema);

export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.preview(token),
    queryFn: () => getInvitationPreview(token),
    // Never brought back from the saved cache: whether the person has an account (which form
    // the page shows) changes between visits, and a form swapped as the fresh answer lands
    // loses what was typed into it.
    meta: { persistForMs: 0 },
  });

/** What the link shows before anyone signs in; a 404 means the link is not (or no longer) valid. */
export function useInvitationPreview(token: string) {
  return useQuery(invitationPreviewQueryOptions(token));
}

/** Where the e-mail links sent from the invitation page come back to: the invitation itself. */
export const invitationReturnPath = (token: string) =>
  `/invitations/${encodeURIComponent(token)}?verified=true`;
