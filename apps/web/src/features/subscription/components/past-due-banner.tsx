import { messages, PLANS, type SubscriptionStatus } from "@haulwise/domain";
import { CircleAlertIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { formatDate } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { ManagePaymentButton } from "./manage-payment-button";

const m = messages.subscription;

/**
 * A renewal payment failed: how long the plan holds, and the way to fix it. Shown across the
 * contractor's screens until the provider reports the invoice paid.
 */
export function PastDueBanner({ subscription }: { subscription: SubscriptionStatus }) {
  if (subscription.status !== "past_due" || subscription.provider === "off") return null;
  const lapsed = subscription.plan === "free";
  return (
    <Alert variant="destructive" className="mb-6">
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>{t("subscription.pastDueTitle")}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center gap-3">
        <span className="flex-1">
          {lapsed || !subscription.graceEndsAt
            ? translateMessage(m.pastDueLapsed)
            : t("messages.subscription.pastDue", {
                plan: PLANS[subscription.plan].name,
                date: formatDate(subscription.graceEndsAt),
              })}
        </span>
        <ManagePaymentButton />
      </AlertDescription>
    </Alert>
  );
}
