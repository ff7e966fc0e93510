import { ArrivingPage } from "@/components/arriving-page";

/** /subscription: plans and billing, not built yet. */
export function SubscriptionRoute() {
  return <ArrivingPage screen="subscription" />;
}
