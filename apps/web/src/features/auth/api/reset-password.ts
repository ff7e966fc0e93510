import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type ResetPasswordInput = { newPassword: string; token: string };

export const resetPassword = (input: ResetPasswordInput) =>
  api.post("/api/auth/reset-password", input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
