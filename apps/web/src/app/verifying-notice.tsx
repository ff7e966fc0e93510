import { authMessages } from "@haulwise/domain";
import { useEffect } from "react";
import { useScreenNavigation } from "@/lib/public-screen";
import { toast } from "@/lib/toast";

const carriesAuthType = (text: string) => /type=(signup|recovery)/.test(text);

/**
 * Spec part 1 §4: an address carrying a signup or recovery type, wherever it lands, says
 * 'Verifying your email...'. /messaging says 'Processing your verification...' instead.
 */
export function VerifyingNotice() {
  const { pathname, search, hash } = useScreenNavigation().location;
  const carries = pathname !== "/messaging" && (carriesAuthType(search) || carriesAuthType(hash));
  useEffect(() => {
    if (carries) toast.info(authMessages.verifyingEmail, { id: "verifying-email" });
  }, [carries]);
  return null;
}
