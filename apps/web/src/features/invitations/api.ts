import type {
  CreateInvitationsInput,
  Invitation,
  InvitationPreview,
  SelectableRole,
} from "@haulwise/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { fleetKeys } from "@/lib/fleet-keys";
import { meQueryKey } from "@/lib/session";

export const invitationsQueryOptions = queryOptions({
  queryKey: fleetKeys.invitations,
  queryFn: async () =>
    (await api.get<{ invitations: Invitation[] }>("/api/invitations")).invitations,
});

export function useInvitations() {
  return useQuery(invitationsQueryOptions);
}

export function useSendInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitationsInput) =>
      api.post<{ invitations: Invitation[] }>("/api/invitations", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.invitations }),
  });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<Invitation>(`/api/invitations/${encodeURIComponent(id)}/resend`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.invitations }),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/invitations/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.invitations }),
  });
}

/** What the link shows before anyone signs in; a 404 means the link is not (or no longer) valid. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: fleetKeys.invitationPreview(token),
    queryFn: () =>
      api.get<InvitationPreview>(`/api/invitations/preview/${encodeURIComponent(token)}`),
  });
}

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ companyId: string; companyName: string }>("/api/invitations/accept", { token }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: fleetKeys.invitationPreview(token) });
      await queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
    },
  });
}

/** Where the e-mail links sent from the invitation page come back to: the invitation itself. */
export const invitationReturnPath = (token: string) =>
  `/invitations/${encodeURIComponent(token)}?verified=true`;

export type InvitedSignUpBody = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: SelectableRole;
};

export function useInvitedSignUp(token: string) {
  return useMutation({
    mutationFn: (body: InvitedSignUpBody) =>
      api.post<{ token: string | null }>("/api/auth/sign-up/email", {
        ...body,
        name: `${body.firstName} ${body.lastName}`,
        callbackURL: invitationReturnPath(token),
      }),
  });
}

export function useInvitedSignIn(token: string) {
  return useMutation({
    // An unverified sign-in makes the server re-send the verification mail; its link must
    // come back here, not to the ordinary sign-in page.
    mutationFn: (body: { email: string; password: string }) =>
      api.post<{ user: { id: string } }>("/api/auth/sign-in/email", {
        ...body,
        callbackURL: invitationReturnPath(token),
      }),
  });
}
