import { useNavigate } from "react-router";
import { useSignOut } from "@/api/sign-out";
import { errorMessage } from "@/lib/api-error";
import { sessionEndedState } from "@/lib/session";
import { toast } from "@/lib/toast";

type SignOutMessages = { success: string; failure: string };

/**
 * Signs out and leaves for the landing page, which forgets the session once it shows (see
 * `sessionEndedState`), so the route guard never claims the person must log in.
 */
export function useSignOutAndLeave({ success, failure }: SignOutMessages) {
  const navigate = useNavigate();
  const signOut = useSignOut();

  async function signOutAndLeave() {
    try {
      await signOut.mutateAsync();
      toast.success(success);
      await navigate("/", { replace: true, state: sessionEndedState });
    } catch (error) {
      toast.error(errorMessage(error, failure));
    }
  }

  // Still pending once signed out: the landing page is loading and the shell is about to go.
  return { signOut: signOutAndLeave, pending: signOut.isPending || signOut.isSuccess };
}
