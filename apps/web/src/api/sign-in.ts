import { useMutation } from "@tanstack/react-query";
import { signIn } from "./send-sign-in";

/** Signing in from a signed-in screen's flow (the sign-in page calls `signIn` itself). */
export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
