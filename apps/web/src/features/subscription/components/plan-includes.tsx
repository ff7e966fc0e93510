import type { Plan } from "@haulwise/domain";
import { CheckIcon } from "lucide-react";
import { t } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/** Each item of the plans' lists (packages/domain plans.ts), in the language on screen. */
const INCLUDED: Record<string, () => string> = {
  "Up to 3 trucks": () => t("subscription.item.upTo3"),
  "Basic analytics": () => t("subscription.item.basicAnalytics"),
  "Standard support": () => t("subscription.item.standardSupport"),
  "Real-time tracking": () => t("subscription.item.realTime"),
  "1 user project": () => t("subscription.item.oneProject"),
  "Up to 20 trucks": () => t("subscription.item.upTo20"),
  "Advanced analytics": () => t("subscription.item.advancedAnalytics"),
  "Priority support": () => t("subscription.item.prioritySupport"),
  "5 user projects": () => t("subscription.item.fiveProjects"),
  "Unlimited trucks": () => t("subscription.item.unlimitedTrucks"),
  "Custom analytics dashboard": () => t("subscription.item.customDashboard"),
  "Dedicated account manager": () => t("subscription.item.accountManager"),
  "Unlimited projects": () => t("subscription.item.unlimitedProjects"),
};

/** What a plan includes, in the specification's words, one tick each. */
export function PlanIncludes({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <ul
      className={cn("grid gap-2 text-sm", className)}
      aria-label={t("subscription.includes", { plan: plan.name })}
    >
      {plan.includes.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {INCLUDED[item]?.() ?? item}
        </li>
      ))}
    </ul>
  );
}
