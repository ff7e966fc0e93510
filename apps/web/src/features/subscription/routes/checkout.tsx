import {
  formatCents,
  formatPriceCents,
  type LocalCheckout,
  messages,
  PLANS,
} from "@haulwise/domain";
import { Loader2Icon } from "lucide-react";
import { useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { errorMessage } from "@/lib/api-error";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCancelCheckout } from "../api/cancel-checkout";
import { useCheckout } from "../api/get-checkout";
import { usePayCheckout } from "../api/pay-checkout";
import { BackToPlans } from "../components/back-to-plans";
import { checkoutError } from "../components/billing-errors";
import { useFollowRedirect } from "../components/follow-redirect";
import { PlanIncludes } from "../components/plan-includes";
import { QueryView } from "../components/query-view";

const m = messages.subscription;

/** What paying changes, in a sentence. */
function effectOf(checkout: LocalCheckout): string {
  const name = PLANS[checkout.plan].name;
  const from = PLANS[checkout.currentPlan.plan].name;
  if (checkout.kind === "downgrade") {
    const cycle = checkout.billingCycle;
    return checkout.effectiveAt
      ? t("subscription.checkout.downgradeOn", {
          from,
          when: formatDate(checkout.effectiveAt),
          name,
          cycle,
        })
      : t("subscription.checkout.downgradeAtEnd", { from, name, cycle });
  }
  if (checkout.currentPlan.plan === checkout.plan) {
    return t("subscription.checkout.sameBilled", { name, cycle: checkout.billingCycle });
  }
  return t("subscription.checkout.moves", { from, name, cycle: checkout.billingCycle });
}

/**
 * /subscription/checkout/:checkoutId: the built-in provider's checkout. Pay records the
 * subscription and its period; Cancel changes nothing. No card is charged: an installation
 * that takes payments uses Stripe Checkout instead.
 */
export function CheckoutRoute() {
  const { checkoutId = "" } = useParams();
  const query = useCheckout(checkoutId);
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <PageHeader title={t("subscription.checkout.title")} />
      <QueryView
        query={query}
        loading={t("subscription.checkout.loading")}
        failure={(error) => errorMessage(error, m.checkoutFailed)}
      >
        {(checkout) =>
          checkout.status === "open" ? (
            <CheckoutCard checkout={checkout} />
          ) : (
            <BackToPlans
              title={checkout.status === "expired" ? m.checkoutExpired : m.checkoutFinished}
            />
          )
        }
      </QueryView>
    </div>
  );
}

/**
 * An upgrade inside a paid period, as the server prorated it: what is paid now, the lines it
 * is made of, and what the plan costs from the next renewal.
 */
function ProrationSummary({
  checkout,
  proration,
}: {
  checkout: LocalCheckout;
  proration: NonNullable<LocalCheckout["proration"]>;
}) {
  const plan = PLANS[checkout.plan].name;
  const from = PLANS[checkout.currentPlan.plan].name;
  const cycle = checkout.billingCycle;
  const days = { daysLeft: proration.daysLeft, periodDays: proration.periodDays };
  const amounts = {
    amount: formatCents(proration.chargeCents),
    newPlan: formatCents(proration.newPlanCents),
    credit: formatCents(proration.creditCents),
  };
  const end = formatDate(proration.periodEnd);
  return (
    <section aria-labelledby="proration-title" className="grid gap-3 rounded-lg border p-4">
      <h3 id="proration-title" className="font-medium">
        {t("subscription.proration.title")}
      </h3>
      <p>
        {proration.startsNewPeriod
          ? t("subscription.proration.dueNowNewPeriod", { ...amounts, ...days, plan, from, cycle })
          : t("subscription.proration.dueNow", { ...amounts, ...days, plan, from, end })}
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>
          {proration.startsNewPeriod
            ? t("subscription.proration.lineNewPeriod", { plan, cycle })
            : t("subscription.proration.lineNew", { plan, ...days })}
        </dt>
        <dd className="text-right tabular-nums">{amounts.newPlan}</dd>
        <dt>{t("subscription.proration.lineCredit", { from, ...days })}</dt>
        <dd className="text-right tabular-nums">−{amounts.credit}</dd>
        <dt className="font-medium">{t("subscription.proration.lineTotal")}</dt>
        <dd className="text-right font-medium tabular-nums">{amounts.amount}</dd>
      </dl>
      <p className="text-muted-foreground">
        {t("subscription.proration.renews", {
          end,
          plan,
          price: formatPriceCents(checkout.amountCents),
          cycle,
        })}
      </p>
    </section>
  );
}

function CheckoutCard({ checkout }: { checkout: LocalCheckout }) {
  const pay = usePayCheckout();
  const cancel = useCancelCheckout();
  const follow = useFollowRedirect();
  const plan = PLANS[checkout.plan];
  const amount = formatPriceCents(checkout.amountCents);
  const dueNow = checkout.proration ? formatCents(checkout.proration.chargeCents) : amount;
  const busy = pay.isPending || cancel.isPending;
  const onError = (error: unknown) => toast.error(checkoutError(error));
  return (
    <Card aria-labelledby="checkout-title">
      <CardHeader>
        <CardTitle id="checkout-title">
          {t("subscription.checkout.heading", { plan: plan.name, cycle: checkout.billingCycle })}
        </CardTitle>
        <CardDescription>
          <span className="text-2xl font-bold text-foreground">{amount}</span>{" "}
          {checkout.billingCycle === "yearly"
            ? t("subscription.perYear")
            : t("subscription.perMonth")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <p>{effectOf(checkout)}</p>
        {checkout.proration ? (
          <ProrationSummary checkout={checkout} proration={checkout.proration} />
        ) : null}
        <PlanIncludes plan={plan} />
        <p className="text-muted-foreground">{t("subscription.checkout.builtIn")}</p>
      </CardContent>
      <CardFooter className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            cancel.mutate(checkout.id, { onSuccess: ({ url }) => follow(url), onError })
          }
        >
          {t("common.cancel")}
        </Button>
        <Button
          disabled={busy}
          onClick={() => pay.mutate(checkout.id, { onSuccess: ({ url }) => follow(url), onError })}
        >
          {pay.isPending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          {checkout.kind === "downgrade"
            ? t("subscription.checkout.confirmChange")
            : t("subscription.checkout.pay", { amount: dueNow })}
        </Button>
      </CardFooter>
    </Card>
  );
}
