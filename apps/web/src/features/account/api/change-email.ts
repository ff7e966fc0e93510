import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Better Auth mails a confirmation link to the new address; the change happens when it is opened. */
export const changeEmail = (newEmail: string) =>
  api.post("/api/auth/change-email", { newEmail, callbackURL: "/account-settings" });

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
