import type { DeleteAccountInput, Me, UpdateProfileInput } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { meQueryKey } from "@/lib/session";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.patch<Me>("/api/me/profile", input),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

export type ImageKind = "avatar" | "company-logo";

/** Uploads a profile picture or company logo as multipart field `file`. */
export function useUploadImage(kind: ImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return api.put<Me>(`/api/me/${kind}`, body);
    },
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

export type ChangePasswordBody = { currentPassword: string; newPassword: string };

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      // Other devices are signed out: a changed password usually means the old one leaked.
      api.post("/api/auth/change-password", { ...body, revokeOtherSessions: true }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api.delete<void>("/api/me", input),
  });
}

/** Better Auth mails a confirmation link to the new address; the change happens when it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      api.post("/api/auth/change-email", { newEmail, callbackURL: "/account-settings" }),
  });
}
