import { LOADS, type QuantityUnit, quantityUnits } from "@haulwise/domain";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { t } from "@/lib/i18n";

export const unitLabels: Record<QuantityUnit, () => string> = {
  tons: () => t("units.tons"),
  cubic_yards: () => t("units.cubic_yards"),
  pounds: () => t("units.pounds"),
};

/** Quantity and its unit side by side: what a scale ticket says. */
export function QuantityFields({
  idPrefix,
  quantity,
  unit,
  quantityError,
  unitError,
  optional = false,
}: {
  idPrefix: string;
  quantity: UseFormRegisterReturn;
  unit: UseFormRegisterReturn;
  quantityError?: string | undefined;
  unitError?: string | undefined;
  optional?: boolean;
}) {
  return (
    <div className="grid grid-cols-[1fr_auto] gap-3">
      <Field
        id={`${idPrefix}-quantity`}
        label={
          <>
            {t("loads.quantity")}
            {optional ? (
              <span className="font-normal text-muted-foreground">
                {t("loads.quantityIfWeighed")}
              </span>
            ) : null}
          </>
        }
        error={quantityError}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            max={LOADS.maxQuantity.pounds}
            {...quantity}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-unit`} label={t("loads.unit")} error={unitError}>
        {(control) => (
          <NativeSelect {...control} {...unit}>
            {quantityUnits.map((value) => (
              <option key={value} value={value}>
                {unitLabels[value]()}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </div>
  );
}

/** The form's text as the API wants it: a number, or nothing when the box is empty. */
export const quantityOf = (text: string) => (text.trim() === "" ? undefined : text.trim());
