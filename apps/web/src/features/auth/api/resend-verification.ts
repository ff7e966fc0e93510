import { useMutation } from "@tanstack/react-query";
import { resendVerification } from "./send-verification-email";

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
