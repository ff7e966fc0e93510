import type { SelectableRole } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Where the verification e-mail's link lands once the server has checked its token. */
export const VERIFIED_CALLBACK_URL = "/sign-in?verified=true";
/** Where the reset e-mail's link lands, carrying `?token=`. */
export const RESET_REDIRECT_URL = "/update-password";

export type SignUpBody = {
  email: string;
  password: string;
  name: string;
  firstName: string;
  lastName: string;
  role: SelectableRole;
};

/** `token` is null whenever the address still has to be verified. */
export type SignUpResult = { token: string | null; user?: { id: string; email: string } };

export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignUpBody) =>
      api.post<SignUpResult>("/api/auth/sign-up/email", {
        ...body,
        callbackURL: VERIFIED_CALLBACK_URL,
      }),
  });
}

export function useSignIn() {
  return useMutation({
    // An unverified sign-in makes the server re-send the verification mail; callbackURL is
    // where that mail's link lands, so it must be the sign-in page, not the site root.
    mutationFn: (body: { email: string; password: string }) =>
      api.post<{ user: { id: string } }>("/api/auth/sign-in/email", {
        ...body,
        callbackURL: VERIFIED_CALLBACK_URL,
      }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post("/api/auth/send-verification-email", { email, callbackURL: VERIFIED_CALLBACK_URL }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post("/api/auth/request-password-reset", { email, redirectTo: RESET_REDIRECT_URL }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { newPassword: string; token: string }) =>
      api.post("/api/auth/reset-password", body),
  });
}
