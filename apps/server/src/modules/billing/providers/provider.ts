import type { PaidPlanId } from "@haulwise/domain";
import type { SubscriptionRow } from "../billing.repo.js";
import type { PlanChoice } from "../subscription-state.js";

/** What the contractor asked for on /subscription, and what the company has now. */
export type CheckoutRequest = {
  companyId: string;
  userId: string;
  email: string;
  choice: PlanChoice & { plan: PaidPlanId };
  /** The company's record, when it has one (it may hold nothing in force). */
  subscription: SubscriptionRow | undefined;
  /** The paid plan in force: the checkout changes it rather than starting one. */
  current: PlanChoice | null;
};

/**
 * Who sells plans. Each answers with the address the browser goes to next, and changes a
 * company's plan only once the provider has confirmed it (a paid checkout, a verified
 * webhook, the provider's answer to a change).
 */
export type BillingProvider = {
  readonly kind: "local" | "stripe";
  /** Where the contractor pays for a new plan, or confirms a change of plan or cycle. */
  startCheckout(request: CheckoutRequest): Promise<string>;
  /** Manage Payment: the provider's portal, or the built-in management page. */
  managementUrl(subscription: SubscriptionRow): Promise<string>;
  /** Ends the subscription at the end of its period (`cancel`) or keeps it renewing. */
  setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean): Promise<void>;
};
