import { messages, PLANS, type SubscriptionStatus } from "@haulwise/domain";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useResumeSubscription } from "../api/resume-subscription";
import { changeError } from "./billing-errors";
import { ManagePaymentButton } from "./manage-payment-button";
import { PlanBadges } from "./plan-badges";
import { tracksUpTo } from "./plan-words";

const m = messages.subscription;

/**
 * What the company has: plan, cycle, truck limit, the provider's next billing date, and
 * Manage Payment (left out on the management page itself: `managed`).
 */
export function CurrentPlanCard({
  subscription,
  managed = false,
}: {
  subscription: SubscriptionStatus;
  managed?: boolean;
}) {
  const { plan, billingCycle, truckLimit, currentPeriodEnd, cancelAtPeriodEnd } = subscription;
  const paid = plan !== "free";
  const resume = useResumeSubscription();
  const name = PLANS[plan].name;
  const scheduled = subscription.scheduledChange;
  return (
    <Card aria-labelledby="current-plan-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="current-plan-title">{translateMessage(m.currentPlan)}</CardTitle>
          <PlanBadges plan={plan} billingCycle={billingCycle} />
        </div>
        {paid && !managed ? <ManagePaymentButton /> : null}
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <CardDescription>{tracksUpTo(truckLimit)}</CardDescription>
        {paid && currentPeriodEnd && !cancelAtPeriodEnd ? (
          <p>
            {translateMessage(m.nextBillingDate)}: <strong>{formatDate(currentPeriodEnd)}</strong>
          </p>
        ) : null}
        {paid && scheduled && currentPeriodEnd && !cancelAtPeriodEnd ? (
          <p>
            {t("messages.subscription.changesOn", {
              plan: PLANS[scheduled.plan].name,
              cycle: scheduled.billingCycle,
              date: formatDate(currentPeriodEnd),
            })}
          </p>
        ) : null}
        {paid && cancelAtPeriodEnd && currentPeriodEnd ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="flex-1">
              {t("messages.subscription.endsOn", {
                plan: name,
                date: formatDate(currentPeriodEnd),
              })}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={resume.isPending}
              onClick={() =>
                resume.mutate(undefined, {
                  onSuccess: () =>
                    toast.success(t("messages.subscription.resumed", { plan: name })),
                  onError: (error) => toast.error(changeError(error)),
                })
              }
            >
              {resume.isPending ? (
                <Loader2Icon aria-hidden="true" className="animate-spin" />
              ) : null}
              {t("subscription.resume")}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
