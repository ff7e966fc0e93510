import { messages } from "@haulwise/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { subscriptionKeys } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { useConfirmCheckout } from "../api/confirm-checkout";

const m = messages.subscription;

/**
 * The return from a checkout (`?success=true`, `?canceled=true`, and Stripe's `session_id`):
 * says how it went, confirms a Stripe session with the server so the new plan shows at once,
 * and resets the address to /subscription so a reload does not say it again.
 */
export function useCheckoutReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmCheckout();
  const queryClient = useQueryClient();
  const { key } = useLocation();
  /** The visit already answered, so a re-render does not say it twice. */
  const handled = useRef<string | null>(null);
  const success = params.get("success") === "true";
  const canceled = params.get("canceled") === "true";
  const sessionId = params.get("session_id");

  useEffect(() => {
    if (handled.current === key || (!success && !canceled)) return;
    handled.current = key;
    if (success) {
      toast.success(m.success, { id: "checkout-return" });
      if (sessionId) confirm.mutate(sessionId);
      else void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    } else {
      toast.info(m.canceled, { id: "checkout-return" });
    }
    navigate("/subscription", { replace: true });
  }, [key, success, canceled, sessionId, confirm, navigate, queryClient]);
}
