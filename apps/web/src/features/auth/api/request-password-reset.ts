import { api } from "@/lib/api-client";

/** Where the reset e-mail's link lands, carrying `?token=`. */
const RESET_REDIRECT_URL = "/update-password";

export const requestPasswordReset = (email: string) =>
  api.post("/api/auth/request-password-reset", { email, redirectTo: RESET_REDIRECT_URL });
