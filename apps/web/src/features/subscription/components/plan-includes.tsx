import type { Plan } from "@haulwise/domain";
import { CheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** What a plan includes, in the specification's words, one tick each. */
export function PlanIncludes({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <ul className={cn("grid gap-2 text-sm", className)} aria-label={`${plan.name} includes`}>
      {plan.includes.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {item}
        </li>
      ))}
    </ul>
  );
}
