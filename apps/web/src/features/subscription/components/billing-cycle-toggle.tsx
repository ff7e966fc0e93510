import { type BillingCycle, messages } from "@haulwise/domain";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { Badge } from "@/components/ui/badge";
import { t, translateMessage } from "@/lib/i18n";
import { cn } from "@/lib/utils";

const options: { value: BillingCycle; label: () => string }[] = [
  { value: "monthly", label: () => t("subscription.monthly") },
  { value: "yearly", label: () => t("subscription.yearly") },
];

/** Monthly or Yearly prices on the plan cards; yearly is marked -20%. */
export function BillingCycleToggle({
  value,
  onChange,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  return (
    <RadioGroupPrimitive.Root
      aria-label={t("subscription.billingCycle")}
      value={value}
      onValueChange={(next) => onChange(next as BillingCycle)}
      orientation="horizontal"
      className="inline-flex w-fit rounded-lg border bg-muted p-1"
    >
      {options.map((option) => (
        <RadioGroupPrimitive.Item
          key={option.value}
          value={option.value}
          className={cn(
            "inline-flex items-center gap-2 rounded-md px-4 py-1.5 text-sm font-medium text-muted-foreground outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/60",
            "data-[state=checked]:bg-background data-[state=checked]:text-foreground data-[state=checked]:shadow-sm",
          )}
        >
          {option.label()}
          {option.value === "yearly" ? (
            <Badge variant="success">
              {translateMessage(messages.subscription.yearlyDiscount)}
            </Badge>
          ) : null}
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}
