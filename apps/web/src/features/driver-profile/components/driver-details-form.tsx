import { type DriverDetailsInput, DriverDetailsInputSchema, type Profile } from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button, SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { t } from "@/lib/i18n";

type Values = Required<{ [K in keyof DriverDetailsInput]: string }>;
export type DriverDetailsOutput = z.output<typeof DriverDetailsInputSchema>;

const optionalFields: {
  name: Exclude<keyof Values, "firstName" | "lastName" | "email">;
  label: () => string;
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "tel";
}[] = [
  { name: "phoneNumber", label: () => t("profile.phone"), type: "tel", autoComplete: "tel" },
  { name: "driverLicenseNumber", label: () => t("profile.licenseNumber") },
  { name: "driverLicenseState", label: () => t("profile.licenseState") },
  { name: "driverLicenseExpiry", label: () => t("profile.licenseExpiry"), type: "date" },
  { name: "yearsOfExperience", label: () => t("profile.experience"), inputMode: "numeric" },
  { name: "addressLine1", label: () => t("profile.address"), autoComplete: "address-line1" },
  { name: "city", label: () => t("profile.city"), autoComplete: "address-level2" },
  { name: "state", label: () => t("profile.state"), autoComplete: "address-level1" },
  { name: "zipCode", label: () => t("profile.zip"), autoComplete: "postal-code" },
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
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="firstName"
          id="driver-first-name"
          label={t("profile.firstName")}
        >
          {(control) => <Input {...control} autoComplete="given-name" />}
        </FormField>
        <FormField form={form} name="lastName" id="driver-last-name" label={t("profile.lastName")}>
          {(control) => <Input {...control} autoComplete="family-name" />}
        </FormField>
        <FormField
          form={form}
          name="email"
          id="driver-email"
          label={t("profile.email")}
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} type="email" autoComplete="email" />}
        </FormField>
        {optionalFields.map(({ name, label, type, autoComplete, inputMode }) => (
          <FormField
            key={name}
            form={form}
            name={name}
            id={`driver-${name}`}
            label={t("profile.optional", { label: label() })}
          >
            {(control) => (
              <Input
                {...control}
                type={type ?? "text"}
                autoComplete={autoComplete}
                inputMode={inputMode}
              />
            )}
          </FormField>
        ))}
      </div>
      <div className="flex gap-2">
        <SubmitButton pending={pending}>{t("profile.save")}</SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
