import { CreditCardIcon } from "lucide-react";
import { ArrivingPage } from "@/components/arriving-page";

/** /subscription: plans and billing, not built yet. */
export function SubscriptionRoute() {
  return (
    <ArrivingPage
      title="Subscription"
      icon={CreditCardIcon}
      notice="Plans are not available yet"
      text="There is no plan to choose or pay for yet, and nothing in Haulwise is limited by one."
    />
  );
}
