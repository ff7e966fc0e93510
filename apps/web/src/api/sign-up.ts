import { useMutation } from "@tanstack/react-query";
import { signUp } from "./send-sign-up";

/** Signing up from a signed-in screen's flow (the sign-up page calls `signUp` itself). */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
