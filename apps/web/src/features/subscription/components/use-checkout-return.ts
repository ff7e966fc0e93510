import { messages } from "@haulwise/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { subscriptionKeys } from "@/lib/query-keys";
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
  const handled = useRef(false);
  const success = params.get("success") === "true";
  const canceled = params.get("canceled") === "true";
  const sessionId = params.get("session_id");

  useEffect(() => {
    if (handled.current || (!success && !canceled)) return;
    handled.current = true;
    if (success) {
      toast.success(m.success, { id: "checkout-return" });
      if (sessionId) confirm.mutate(sessionId);
      else void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    } else {
      toast(m.canceled, { id: "checkout-return" });
    }
    navigate("/subscription", { replace: true });
  }, [success, canceled, sessionId, confirm, navigate, queryClient]);
}
