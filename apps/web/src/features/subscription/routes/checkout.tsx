import { formatPriceCents, type LocalCheckout, messages, PLANS } from "@haulwise/domain";
import { CheckIcon, Loader2Icon, ReceiptIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
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
import { useCancelCheckout } from "../api/cancel-checkout";
import { useCheckout } from "../api/get-checkout";
import { usePayCheckout } from "../api/pay-checkout";
import { checkoutError } from "../components/billing-errors";
import { useFollowRedirect } from "../components/follow-redirect";

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
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2Icon aria-hidden="true" className="size-4 animate-spin" />
          Loading checkout...
        </p>
      ) : query.isError ? (
        <QueryError
          message={errorMessage(query.error, m.checkoutFailed)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.status !== "open" ? (
        <EmptyState
          icon={ReceiptIcon}
          title={query.data.status === "expired" ? m.checkoutExpired : m.checkoutFinished}
          action={
            <Button asChild variant="outline">
              <Link to="/subscription">Back to plans</Link>
            </Button>
          }
        />
      ) : (
        <CheckoutCard checkout={query.data} />
      )}
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
        <ul className="grid gap-2" aria-label={`${plan.name} includes`}>
          {plan.includes.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {item}
            </li>
          ))}
        </ul>
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
