import {
  type BillingCycle,
  messages,
  PLANS,
  type PlanId,
  planIds,
  type SubscriptionStatus,
} from "@haulwise/domain";
import { ArrowLeftIcon, InfinityIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useSubscription } from "@/api/get-subscription";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { announcedAsButton, Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-error";
import { formatDate } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCancelSubscription } from "../api/cancel-subscription";
import { useStartCheckout } from "../api/start-checkout";
import { BillingCycleToggle } from "../components/billing-cycle-toggle";
import { changeError, checkoutError, statusError } from "../components/billing-errors";
import { CurrentPlanCard } from "../components/current-plan-card";
import { useFollowRedirect } from "../components/follow-redirect";
import { PlanCard } from "../components/plan-card";
import { QueryView } from "../components/query-view";
import { useCheckoutReturn } from "../components/use-checkout-return";

const m = messages.subscription;

/** /subscription: the company's plan, the three plans, and the way to change between them. */
export function SubscriptionRoute() {
  useCheckoutReturn();
  const query = useSubscription();
  useEffect(() => {
    // The session ended: said where the person lands next too, the sign-in page.
    if (isApiError(query.error) && query.error.status === 401) toast.error(m.mustBeLoggedInStatus);
  }, [query.error]);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("nav.subscription")}
        description={t("subscription.description")}
        actions={
          <Button asChild {...announcedAsButton} variant="outline">
            <Link to="/contractor-dashboard">
              <ArrowLeftIcon aria-hidden="true" />
              {translateMessage(m.backToDashboard)}
            </Link>
          </Button>
        }
      />
      <QueryView query={query} loading={m.checking} failure={statusError}>
        {(subscription) =>
          subscription.provider === "off" ? (
            <EmptyState
              icon={InfinityIcon}
              title={t("subscription.billingOffTitle")}
              description={translateMessage(m.billingOff)}
            />
          ) : (
            <Plans subscription={subscription} />
          )
        }
      </QueryView>
    </div>
  );
}

function Plans({ subscription }: { subscription: SubscriptionStatus }) {
  const [cycle, setCycle] = useState<BillingCycle>(subscription.billingCycle);
  const checkout = useStartCheckout();
  const cancel = useCancelSubscription();
  const follow = useFollowRedirect();
  const paid = subscription.plan !== "free";

  const isCurrent = (plan: PlanId) =>
    plan === subscription.plan && (plan === "free" || cycle === subscription.billingCycle);

  function select(plan: PlanId) {
    if (plan === "free") {
      toast.info(m.alreadyFree);
      return;
    }
    if (isCurrent(plan)) {
      toast.info(t("messages.subscription.alreadySubscribed", { plan: PLANS[plan].name }));
      return;
    }
    checkout.mutate(
      { plan, billingCycle: cycle },
      {
        onSuccess: ({ url }) => follow(url),
        onError: (error) => toast.error(checkoutError(error)),
      },
    );
  }

  async function cancelAtPeriodEnd(): Promise<boolean> {
    try {
      const status = await cancel.mutateAsync();
      toast.success(
        t("messages.subscription.canceledAtPeriodEnd", {
          plan: PLANS[status.plan].name,
          date: formatDate(status.currentPeriodEnd ?? ""),
        }),
      );
      return true;
    } catch (error) {
      toast.error(changeError(error));
      return false;
    }
  }

  return (
    <>
      <CurrentPlanCard subscription={subscription} />
      <BillingCycleToggle value={cycle} onChange={setCycle} />
      <div className="grid gap-4 lg:grid-cols-3">
        {planIds.map((id) =>
          id === "free" && paid && !subscription.cancelAtPeriodEnd ? (
            <FreeForPaidCard
              key={id}
              subscription={subscription}
              onConfirm={cancelAtPeriodEnd}
              pending={cancel.isPending}
              cycle={cycle}
            />
          ) : (
            <PlanCard
              key={id}
              plan={PLANS[id]}
              cycle={cycle}
              current={isCurrent(id)}
              startsOn={
                id === "free" && subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd
                  ? formatDate(subscription.currentPeriodEnd)
                  : undefined
              }
              processing={checkout.isPending && checkout.variables?.plan === id}
              busy={checkout.isPending}
              onSelect={() => select(id)}
            />
          ),
        )}
      </div>
    </>
  );
}

/**
 * The Free card for a paying company: choosing it cancels the paid plan at the end of the
 * period, after saying what that means.
 */
function FreeForPaidCard({
  subscription,
  cycle,
  onConfirm,
  pending,
}: {
  subscription: SubscriptionStatus;
  cycle: BillingCycle;
  onConfirm: () => Promise<boolean>;
  pending: boolean;
}) {
  const name = PLANS[subscription.plan].name;
  const end = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;
  return (
    <PlanCard
      plan={PLANS.free}
      cycle={cycle}
      current={false}
      processing={pending}
      busy={false}
      onSelect={() => undefined}
      action={
        <ConfirmDialog
          trigger={
            <Button className="w-full" variant="outline" disabled={pending}>
              {translateMessage(pending ? m.processing : m.selectPlan)}
            </Button>
          }
          title={t("subscription.moveToFree")}
          description={
            end
              ? t("subscription.moveToFreeUntil", { name, end, limit: PLANS.free.truckLimit })
              : t("subscription.moveToFreeAfter", { name, limit: PLANS.free.truckLimit })
          }
          confirmLabel={t("subscription.cancel")}
          onConfirm={onConfirm}
          pending={pending}
        />
      }
    />
  );
}
