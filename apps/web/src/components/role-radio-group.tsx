import type { SelectableRole } from "@haulwise/domain";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { t } from "@/lib/i18n";

export const roleOptions: {
  value: SelectableRole;
  label: () => string;
  description: () => string;
}[] = [
  {
    value: "driver",
    label: () => t("public.role.driver"),
    description: () => t("public.role.driverDescription"),
  },
  {
    value: "contractor",
    label: () => t("public.role.contractor"),
    description: () => t("public.role.contractorDescription"),
  },
];

/**
 * The contractor-or-driver choice. Each option's label is exactly its role name, so it is
 * found as the radio "Driver" or "Contractor"; the description is attached separately.
 */
export function RoleRadioGroup({
  idPrefix,
  value,
  onChange,
  legend,
}: {
  idPrefix: string;
  value: SelectableRole;
  onChange: (role: SelectableRole) => void;
  legend?: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend ?? t("public.role.legend")}</legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next as SelectableRole)}
        className="grid gap-3 sm:grid-cols-2"
      >
        {roleOptions.map((option) => {
          const id = `${idPrefix}-${option.value}`;
          return (
            <div
              key={option.value}
              className="flex items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem
                id={id}
                value={option.value}
                aria-describedby={`${id}-description`}
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor={id}>{option.label()}</Label>
                <p id={`${id}-description`} className="text-xs text-muted-foreground">
                  {option.description()}
                </p>
              </div>
            </div>
          );
        })}
      </RadioGroup>
    </fieldset>
  );
}
