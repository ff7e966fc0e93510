import { InvitationListSchema } from "@haulwise/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invitationKeys } from "@/lib/query-keys";

export const getInvitations = async () =>
  (await api.get("/api/invitations", InvitationListSchema)).invitations;

export const invitationsQueryOptions = queryOptions({
  queryKey: invitationKeys.list(),
  queryFn: getInvitations,
});

export function useInvitations() {
  return useQuery(invitationsQueryOptions);
}
