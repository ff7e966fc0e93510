import { messages, nextPlanOf, PLANS } from "@haulwise/domain";
import { ArrowUpRightIcon } from "lucide-react";
import { Link } from "react-router";
import { sellsPlans, subscriptionOf, useSubscription } from "@/api/get-subscription";
import { announcedAsButton, Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { PlanBadges } from "./plan-badges";
import { tracksUpTo } from "./plan-words";

const m = messages.subscription;

/**
 * The contractor dashboard's plan card (spec part 2 §2, overview): plan badge, Monthly or
 * Yearly for paid plans, the truck limit, and the next upgrade. Until the status loads, and
 * if it fails, it shows the defaults; a failure never stops the dashboard. Nothing is shown
 * on an installation that sells no plans.
 */
export function PlanSummaryCard() {
  const query = useSubscription();
  if (!sellsPlans(query.data)) return null;
  const { plan, billingCycle, truckLimit, cancelAtPeriodEnd, currentPeriodEnd } = subscriptionOf(
    query.data,
  );
  const next = nextPlanOf(plan);
  return (
    <Card aria-labelledby="plan-summary-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="plan-summary-title">{t("nav.subscription")}</CardTitle>
          <PlanBadges plan={plan} billingCycle={billingCycle} />
        </div>
        {next ? (
          <Button asChild {...announcedAsButton} size="sm">
            <Link to="/subscription">
              <ArrowUpRightIcon aria-hidden="true" />
              {t("messages.subscription.upgradeTo", { plan: PLANS[next].name })}
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-1">
        <CardDescription>{tracksUpTo(truckLimit)}</CardDescription>
        {plan !== "free" && cancelAtPeriodEnd && currentPeriodEnd ? (
          <p className="text-sm">
            {t("messages.subscription.canceledAtPeriodEnd", {
              plan: PLANS[plan].name,
              date: formatDate(currentPeriodEnd),
            })}
          </p>
        ) : null}
        {query.isError ? (
          <p className="text-sm text-muted-foreground" role="status">
            {translateMessage(m.failedToCheck)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
