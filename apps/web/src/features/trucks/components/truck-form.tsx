import {
  type CreateTruckInput,
  CreateTruckInputSchema,
  type ErrorIssue,
  type Truck,
  vehicleTypeOf,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { Button, SubmitButton } from "@/components/ui/button";
import { FieldError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useServerIssues } from "@/lib/form-issues";
import { t } from "@/lib/i18n";
import { truckStatusOptions, vehicleTypeWords } from "./truck-labels";

export type TruckFormValues = z.output<typeof CreateTruckInputSchema>;

const fieldNames = ["make", "model", "truckNumber", "licensePlate", "status"] as const;

export type TruckFormProps = {
  truck?: Truck;
  onSubmit: (values: TruckFormValues) => Promise<void> | void;
  pending?: boolean;
  serverIssues?: ErrorIssue[] | undefined;
  formError?: string | undefined;
  submitLabel: string;
  cancelTo: string;
};

/** /vehicles/new and a truck's edit screen: make, model, truck number, licence plate, status. */
export function TruckForm({
  truck,
  onSubmit,
  pending = false,
  serverIssues,
  formError,
  submitLabel,
  cancelTo,
}: TruckFormProps) {
  const form = useForm<CreateTruckInput, unknown, TruckFormValues>({
    resolver: zodResolver(CreateTruckInputSchema),
    defaultValues: {
      make: truck?.make ?? "",
      model: truck?.model ?? "",
      truckNumber: truck?.truckNumber ?? "",
      licensePlate: truck?.licensePlate ?? "",
      status: (truck?.status as CreateTruckInput["status"]) ?? "available",
    },
  });
  const model = useWatch({ control: form.control, name: "model" });

  useServerIssues(form.setError, serverIssues, fieldNames);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="make"
          className="content-start"
          id="truck-make"
          label={t("trucks.form.make")}
          hint={t("trucks.form.makeHint")}
        >
          {(control) => <Input {...control} autoComplete="off" />}
        </FormField>
        <FormField
          form={form}
          name="model"
          className="content-start"
          id="truck-model"
          label={t("trucks.form.model")}
          hint={t("trucks.form.modelHint", { type: vehicleTypeWords[vehicleTypeOf(model)]() })}
        >
          {(control) => <Input {...control} autoComplete="off" />}
        </FormField>
        <FormField
          form={form}
          name="truckNumber"
          className="content-start"
          id="truck-number"
          label={t("trucks.form.number")}
          hint={t("trucks.form.numberHint")}
        >
          {(control) => <Input {...control} autoComplete="off" />}
        </FormField>
        <FormField
          form={form}
          name="licensePlate"
          className="content-start"
          id="truck-plate"
          label={
            <>
              {t("trucks.form.plate")}{" "}
              <span className="font-normal text-muted-foreground">{t("loads.form.optional")}</span>
            </>
          }
        >
          {(control) => <Input {...control} autoComplete="off" className="uppercase" />}
        </FormField>
        <FormField
          form={form}
          name="status"
          className="content-start"
          id="truck-status"
          label={t("jobs.table.status")}
          hint={t("trucks.form.statusHint")}
        >
          {(control) => (
            <NativeSelect {...control}>
              {truckStatusOptions().map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FieldError message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <Link to={cancelTo}>{t("common.cancel")}</Link>
        </Button>
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
