import { messages } from "@haulwise/domain";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { toast } from "sonner";

const carriesAuthType = (text: string) => /type=(signup|recovery)/.test(text);

/**
 * Spec part 1 §4: an address carrying a signup or recovery type, wherever it lands, says
 * 'Verifying your email...'. /messaging says 'Processing your verification...' instead.
 */
export function VerifyingNotice() {
  const { pathname, search, hash } = useLocation();
  const carries = pathname !== "/messaging" && (carriesAuthType(search) || carriesAuthType(hash));
  useEffect(() => {
    if (carries) toast.info(messages.auth.verifyingEmail, { id: "verifying-email" });
  }, [carries]);
  return null;
}
