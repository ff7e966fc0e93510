import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { errorMessage } from "@/lib/api-client";
import { forgetSession, signOutRequest } from "@/lib/session";

type SignOutMessages = { success: string; failure: string };

/**
 * Signs out, leaves for the landing page, then forgets the session. Leaving first means the
 * route guard never sees an empty session and never claims the person must log in.
 */
export function useSignOut({ success, failure }: SignOutMessages) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      await signOutRequest();
      await navigate("/", { replace: true });
      forgetSession(queryClient);
      toast.success(success);
    } catch (error) {
      toast.error(errorMessage(error, failure));
    } finally {
      setPending(false);
    }
  }

  return { signOut, pending };
}
