import { formatPriceCents, type LocalCheckout, messages, PLANS } from "@haulwise/domain";
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

const cycleWord = (cycle: LocalCheckout["billingCycle"]) => (cycle === "yearly" ? "year" : "month");

/** What paying changes, in a sentence. */
function effectOf(checkout: LocalCheckout): string {
  const name = PLANS[checkout.plan].name;
  const from = PLANS[checkout.currentPlan.plan].name;
  if (checkout.kind === "downgrade") {
    const when = checkout.effectiveAt ? formatDate(checkout.effectiveAt) : "the end of your period";
    return `Your ${from} plan stays until ${when}; ${name} (${checkout.billingCycle}) starts then.`;
  }
  if (checkout.currentPlan.plan === checkout.plan) {
    return `Your ${name} plan is billed ${checkout.billingCycle} from today.`;
  }
  return `Your company moves from ${from} to ${name} now, billed ${checkout.billingCycle}.`;
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
      <PageHeader title="Checkout" />
      <QueryView
        query={query}
        loading="Loading checkout..."
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

function CheckoutCard({ checkout }: { checkout: LocalCheckout }) {
  const pay = usePayCheckout();
  const cancel = useCancelCheckout();
  const follow = useFollowRedirect();
  const plan = PLANS[checkout.plan];
  const amount = formatPriceCents(checkout.amountCents);
  const busy = pay.isPending || cancel.isPending;
  const onError = (error: unknown) => toast.error(checkoutError(error));
  return (
    <Card aria-labelledby="checkout-title">
      <CardHeader>
        <CardTitle id="checkout-title">
          Haulwise {plan.name}, billed {checkout.billingCycle}
        </CardTitle>
        <CardDescription>
          <span className="text-2xl font-bold text-foreground">{amount}</span> per{" "}
          {cycleWord(checkout.billingCycle)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <p>{effectOf(checkout)}</p>
        <PlanIncludes plan={plan} />
        <p className="text-muted-foreground">
          This installation of Haulwise uses its built-in checkout: Pay records your plan and its
          renewal date, and no card is charged.
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            cancel.mutate(checkout.id, { onSuccess: ({ url }) => follow(url), onError })
          }
        >
          Cancel
        </Button>
        <Button
          disabled={busy}
          onClick={() => pay.mutate(checkout.id, { onSuccess: ({ url }) => follow(url), onError })}
        >
          {pay.isPending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          {checkout.kind === "downgrade" ? "Confirm change" : `Pay ${amount}`}
        </Button>
      </CardFooter>
    </Card>
  );
}
