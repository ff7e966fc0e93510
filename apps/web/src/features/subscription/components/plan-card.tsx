import {
  type BillingCycle,
  formatPriceCents,
  messages,
  type Plan,
  periodPriceCents,
} from "@haulwise/domain";
import { Loader2Icon } from "lucide-react";
import type * as React from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { t, translateMessage } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { PlanIncludes } from "./plan-includes";

const m = messages.subscription;

export type PlanCardProps = {
  plan: Plan;
  cycle: BillingCycle;
  /** The plan (and, for paid plans, the cycle) the company has now. */
  current: boolean;
  /** This card's choice is being sent. */
  processing: boolean;
  /** Another card's choice is being sent. */
  busy: boolean;
  onSelect: () => void;
  /** Replaces Select Plan, for a choice that asks first. */
  action?: React.ReactNode;
  /** The plan comes next, on this date: its button says so, disabled. */
  startsOn?: string;
};

/** One plan: its price on the chosen cycle, what it includes, and Select Plan. */
export function PlanCard({
  plan,
  cycle,
  current,
  processing,
  busy,
  onSelect,
  action,
  startsOn,
}: PlanCardProps) {
  const yearly = cycle === "yearly" && plan.priceCents.yearly !== null;
  const price = formatPriceCents(periodPriceCents(plan.id, yearly ? "yearly" : "monthly"));
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      className={cn("flex flex-col", plan.popular && "border-primary shadow-md")}
    >
      <CardHeader className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <CardTitle id={titleId}>{plan.name}</CardTitle>
          {plan.popular ? <Badge>{translateMessage(m.popular)}</Badge> : null}
        </div>
        <CardDescription>
          <span className="text-3xl font-bold text-foreground">{price}</span>{" "}
          <span>{yearly ? t("subscription.perYear") : t("subscription.perMonth")}</span>
        </CardDescription>
        {yearly ? (
          <Badge variant="success" className="w-fit">
            {translateMessage(m.saveYearly)}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent className="flex-1">
        <PlanIncludes plan={plan} />
      </CardContent>
      <CardFooter>
        {action ?? (
          <Button
            className="w-full"
            variant={current || startsOn ? "secondary" : plan.popular ? "default" : "outline"}
            disabled={current || Boolean(startsOn) || busy || processing}
            onClick={onSelect}
          >
            {processing ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
            {current
              ? translateMessage(m.currentPlan)
              : startsOn
                ? t("messages.subscription.freeFrom", { date: startsOn })
                : processing
                  ? translateMessage(m.processing)
                  : translateMessage(m.selectPlan)}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
