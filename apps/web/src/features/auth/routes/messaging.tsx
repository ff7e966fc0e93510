import { messages } from "@haulwise/domain";
import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { toast } from "@/lib/toast";

/** Spec part 1 §2: /messaging sends the person home, noting an e-mail link in progress. */
export function MessagingRoute() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.includes("type=signup") || hash.includes("type=recovery")) {
      toast.info(messages.auth.processingVerification, { id: "processing-verification" });
    }
  }, [hash]);
  return <Navigate to="/" replace />;
}
