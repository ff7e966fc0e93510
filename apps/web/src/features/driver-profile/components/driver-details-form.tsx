import { type DriverDetailsInput, DriverDetailsInputSchema, type Profile } from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, fieldA11y } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

type Values = Required<{ [K in keyof DriverDetailsInput]: string }>;
export type DriverDetailsOutput = z.output<typeof DriverDetailsInputSchema>;

const optionalFields: {
  name: Exclude<keyof Values, "firstName" | "lastName" | "email">;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "tel";
}[] = [
  { name: "phoneNumber", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "driverLicenseNumber", label: "License number" },
  { name: "driverLicenseState", label: "License state" },
  { name: "driverLicenseExpiry", label: "License expiry", type: "date" },
  { name: "yearsOfExperience", label: "Years of experience", inputMode: "numeric" },
  { name: "addressLine1", label: "Address", autoComplete: "address-line1" },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "zipCode", label: "ZIP code", autoComplete: "postal-code" },
];

function valuesOf(profile: Profile): Values {
  return {
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    email: profile.email,
    phoneNumber: profile.phoneNumber ?? "",
    driverLicenseNumber: profile.driverLicenseNumber ?? "",
    driverLicenseState: profile.driverLicenseState ?? "",
    driverLicenseExpiry: profile.driverLicenseExpiry ?? "",
    yearsOfExperience: profile.yearsOfExperience?.toString() ?? "",
    addressLine1: profile.addressLine1 ?? "",
    city: profile.city ?? "",
    state: profile.state ?? "",
    zipCode: profile.zipCode ?? "",
  };
}

export type DriverDetailsFormProps = {
  profile: Profile;
  onSubmit: (values: DriverDetailsOutput) => Promise<void>;
  onCancel: () => void;
  pending?: boolean;
};

/** /driver-profile: the driver's own details, with the specification's labels and rules. */
export function DriverDetailsForm({
  profile,
  onSubmit,
  onCancel,
  pending = false,
}: DriverDetailsFormProps) {
  const form = useForm<DriverDetailsInput, unknown, DriverDetailsOutput>({
    resolver: zodResolver(DriverDetailsInputSchema),
    values: valuesOf(profile),
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="driver-first-name" label="First name" error={errors.firstName?.message}>
          <Input
            {...fieldA11y("driver-first-name", errors.firstName?.message)}
            autoComplete="given-name"
            {...form.register("firstName")}
          />
        </Field>
        <Field id="driver-last-name" label="Last name" error={errors.lastName?.message}>
          <Input
            {...fieldA11y("driver-last-name", errors.lastName?.message)}
            autoComplete="family-name"
            {...form.register("lastName")}
          />
        </Field>
        <Field
          id="driver-email"
          label="Email"
          error={errors.email?.message}
          className="sm:col-span-2"
        >
          <Input
            {...fieldA11y("driver-email", errors.email?.message)}
            type="email"
            autoComplete="email"
            {...form.register("email")}
          />
        </Field>
        {optionalFields.map(({ name, label, type, autoComplete, inputMode }) => {
          const id = `driver-${name}`;
          const error = errors[name]?.message;
          return (
            <Field key={name} id={id} label={`${label} (optional)`} error={error}>
              <Input
                {...fieldA11y(id, error)}
                type={type ?? "text"}
                autoComplete={autoComplete}
                inputMode={inputMode}
                {...form.register(name)}
              />
            </Field>
          );
        })}
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          Save
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
