import { api } from "@/lib/api-client";

/**
 * Where the verification e-mail's link lands once the server has checked its token: sign-up,
 * sign-in and resending all send it.
 */
export const VERIFIED_CALLBACK_URL = "/sign-in?verified=true";

export const resendVerification = (email: string) =>
  api.post("/api/auth/send-verification-email", { email, callbackURL: VERIFIED_CALLBACK_URL });
