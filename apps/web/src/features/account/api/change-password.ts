import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

// Other devices are signed out: a changed password usually means the old one leaked.
export const changePassword = (input: ChangePasswordInput) =>
  api.post("/api/auth/change-password", { ...input, revokeOtherSessions: true });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
