import {
  type CreateTruckInput,
  CreateTruckInputSchema,
  type ErrorIssue,
  type Truck,
  vehicleTypeOf,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, FieldError, fieldA11y } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useServerIssues } from "@/lib/form-issues";
import { truckStatusOptions, vehicleTypeLabels } from "./truck-labels";

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
  const { errors } = form.formState;
  const model = useWatch({ control: form.control, name: "model" });

  useServerIssues(form.setError, serverIssues, fieldNames);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          className="content-start"
          id="truck-make"
          label="Make"
          error={errors.make?.message}
          hint="For example Kenworth."
        >
          <Input
            {...fieldA11y("truck-make", errors.make?.message)}
            autoComplete="off"
            {...form.register("make")}
          />
        </Field>
        <Field
          className="content-start"
          id="truck-model"
          label="Model"
          error={errors.model?.message}
          hint={`Shown on the dashboard as a ${vehicleTypeLabels[vehicleTypeOf(model)].toLowerCase()}.`}
        >
          <Input
            {...fieldA11y("truck-model", errors.model?.message)}
            autoComplete="off"
            {...form.register("model")}
          />
        </Field>
        <Field
          className="content-start"
          id="truck-number"
          label="Truck number"
          error={errors.truckNumber?.message}
          hint="The number painted on the truck; each one is used once in your fleet."
        >
          <Input
            {...fieldA11y("truck-number", errors.truckNumber?.message)}
            autoComplete="off"
            {...form.register("truckNumber")}
          />
        </Field>
        <Field
          className="content-start"
          id="truck-plate"
          label={
            <>
              Licence plate <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          error={errors.licensePlate?.message}
        >
          <Input
            {...fieldA11y("truck-plate", errors.licensePlate?.message)}
            autoComplete="off"
            className="uppercase"
            {...form.register("licensePlate")}
          />
        </Field>
        <Field
          className="content-start"
          id="truck-status"
          label="Status"
          error={errors.status?.message}
          hint="Available and Active count as active on the dashboard; Maintenance and Repair as in maintenance."
        >
          <NativeSelect
            {...fieldA11y("truck-status", errors.status?.message)}
            {...form.register("status")}
          >
            {truckStatusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <FieldError message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
