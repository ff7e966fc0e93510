import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { errorMessage } from "@/lib/api-client";
import { sessionEndedState, signOutRequest } from "@/lib/session";

type SignOutMessages = { success: string; failure: string };

/**
 * Signs out and leaves for the landing page, which forgets the session once it shows (see
 * `sessionEndedState`), so the route guard never claims the person must log in.
 */
export function useSignOut({ success, failure }: SignOutMessages) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      await signOutRequest();
      toast.success(success);
      await navigate("/", { replace: true, state: sessionEndedState });
    } catch (error) {
      toast.error(errorMessage(error, failure));
    } finally {
      setPending(false);
    }
  }

  return { signOut, pending };
}
