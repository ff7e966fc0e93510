import { type BillingCycle, PLANS, type PlanId } from "@haulwise/domain";
import { Badge } from "@/components/ui/badge";
import { t } from "@/lib/i18n";

/** The plan's badge, and Monthly or Yearly beside a paid plan's. */
export function PlanBadges({ plan, billingCycle }: { plan: PlanId; billingCycle: BillingCycle }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge variant={plan === "free" ? "secondary" : "default"}>{PLANS[plan].name}</Badge>
      {plan === "free" ? null : (
        <Badge variant="outline">
          {billingCycle === "yearly" ? t("subscription.yearly") : t("subscription.monthly")}
        </Badge>
      )}
    </span>
  );
}
