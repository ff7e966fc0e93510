import { VERIFIED_CALLBACK_URL } from "@haulwise/domain";
import { api } from "@/lib/api-client";

export const resendVerification = (email: string) =>
  api.post("/api/auth/send-verification-email", { email, callbackURL: VERIFIED_CALLBACK_URL });
