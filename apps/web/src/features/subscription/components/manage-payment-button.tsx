import { messages } from "@haulwise/domain";
import { CreditCardIcon, Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useOpenPaymentManagement } from "../api/open-payment-management";
import { managementError } from "./billing-errors";
import { useFollowRedirect } from "./follow-redirect";

/** Manage Payment: opens the provider's portal, or the built-in management page. */
export function ManagePaymentButton({ variant = "outline" }: { variant?: "outline" | "default" }) {
  const open = useOpenPaymentManagement();
  const follow = useFollowRedirect();
  return (
    <Button
      variant={variant}
      disabled={open.isPending}
      onClick={() =>
        open.mutate(undefined, {
          onSuccess: ({ url }) => follow(url),
          onError: (error) => toast.error(managementError(error)),
        })
      }
    >
      {open.isPending ? (
        <Loader2Icon aria-hidden="true" className="animate-spin" />
      ) : (
        <CreditCardIcon aria-hidden="true" />
      )}
      {translateMessage(messages.subscription.managePayment)}
    </Button>
  );
}
