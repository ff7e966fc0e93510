import {
  billingCycles,
  formatPriceCents,
  messages,
  PLANS,
  paidPlanIds,
  periodPriceCents,
  type SubscriptionStatus,
} from "@haulwise/domain";
import { ArrowLeftIcon, Loader2Icon } from "lucide-react";
import { Link } from "react-router";
import { useSubscription } from "@/api/get-subscription";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCancelSubscription } from "../api/cancel-subscription";
import { useResumeSubscription } from "../api/resume-subscription";
import { useStartCheckout } from "../api/start-checkout";
import { BackToPlans } from "../components/back-to-plans";
import { changeError, checkoutError, statusError } from "../components/billing-errors";
import { CurrentPlanCard } from "../components/current-plan-card";
import { useFollowRedirect } from "../components/follow-redirect";
import { QueryView } from "../components/query-view";

const m = messages.subscription;

/**
 * /subscription/manage: Manage Payment with the built-in provider. Switch plan or cycle,
 * cancel at the end of the period, or keep a plan that was set to end or change.
 */
export function ManageSubscriptionRoute() {
  const query = useSubscription();
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("subscription.manage.title")}
        actions={
          <Button asChild variant="outline">
            <Link to="/subscription">
              <ArrowLeftIcon aria-hidden="true" />
              {t("subscription.backToPlans")}
            </Link>
          </Button>
        }
      />
      <QueryView query={query} loading={m.checking} failure={statusError}>
        {(subscription) =>
          subscription.plan === "free" || subscription.provider === "off" ? (
            <BackToPlans
              title={subscription.provider === "off" ? m.billingOff : m.noSubscription}
            />
          ) : (
            <Manage subscription={subscription} />
          )
        }
      </QueryView>
    </div>
  );
}

function Manage({ subscription }: { subscription: SubscriptionStatus }) {
  const checkout = useStartCheckout();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const follow = useFollowRedirect();
  const name = PLANS[subscription.plan].name;
  const end = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : "";
  const choices = paidPlanIds.flatMap((plan) =>
    billingCycles
      .filter((cycle) => plan !== subscription.plan || cycle !== subscription.billingCycle)
      .map((cycle) => ({ plan, cycle })),
  );

  async function cancelAtPeriodEnd(): Promise<boolean> {
    try {
      await cancel.mutateAsync();
      toast.success(t("messages.subscription.canceledAtPeriodEnd", { plan: name, date: end }));
      return true;
    } catch (error) {
      toast.error(changeError(error));
      return false;
    }
  }

  return (
    <>
      <CurrentPlanCard subscription={subscription} managed />
      <Card aria-labelledby="switch-title">
        <CardHeader>
          <CardTitle id="switch-title">{t("subscription.manage.switchTitle")}</CardTitle>
          <CardDescription>{t("subscription.manage.switchText")}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2">
            {choices.map(({ plan, cycle }) => {
              const label = t("subscription.manage.choice", { plan: PLANS[plan].name, cycle });
              const pending =
                checkout.isPending &&
                checkout.variables?.plan === plan &&
                checkout.variables.billingCycle === cycle;
              return (
                <li
                  key={`${plan}-${cycle}`}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
                >
                  <span>
                    <strong>{label}</strong>{" "}
                    <span className="text-muted-foreground">
                      {formatPriceCents(periodPriceCents(plan, cycle))}{" "}
                      {cycle === "yearly" ? t("subscription.perYear") : t("subscription.perMonth")}
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t("subscription.manage.switchTo", { label })}
                    disabled={checkout.isPending}
                    onClick={() =>
                      checkout.mutate(
                        { plan, billingCycle: cycle },
                        {
                          onSuccess: ({ url }) => follow(url),
                          onError: (error) => toast.error(checkoutError(error)),
                        },
                      )
                    }
                  >
                    {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
                    {t("subscription.manage.switch")}
                  </Button>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
      {subscription.scheduledChange && !subscription.cancelAtPeriodEnd ? (
        <Card aria-labelledby="keep-title">
          <CardHeader>
            <CardTitle id="keep-title">{t("subscription.manage.keep", { name })}</CardTitle>
            <CardDescription>
              {t("messages.subscription.changesOn", {
                plan: PLANS[subscription.scheduledChange.plan].name,
                cycle: subscription.scheduledChange.billingCycle,
                date: end,
              })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button
              variant="outline"
              disabled={resume.isPending}
              onClick={() =>
                resume.mutate(undefined, {
                  onSuccess: () =>
                    toast.success(t("messages.subscription.resumed", { plan: name })),
                  onError: (error) => toast.error(changeError(error)),
                })
              }
            >
              {t("subscription.manage.keep", { name })}
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {subscription.cancelAtPeriodEnd ? null : (
        <Card aria-labelledby="cancel-title">
          <CardHeader>
            <CardTitle id="cancel-title">{t("subscription.cancel")}</CardTitle>
            <CardDescription>
              {t("subscription.manage.cancelText", { name, end, limit: PLANS.free.truckLimit })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ConfirmDialog
              trigger={<Button variant="destructive">{t("subscription.cancel")}</Button>}
              title={t("subscription.manage.cancelTitle", { name })}
              description={t("subscription.manage.cancelConfirm", { end })}
              confirmLabel={t("subscription.cancel")}
              onConfirm={cancelAtPeriodEnd}
              pending={cancel.isPending}
            />
          </CardContent>
        </Card>
      )}
    </>
  );
}
