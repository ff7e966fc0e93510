import {
  type Company,
  type CompanyProfileInput,
  CompanyProfileInputSchema,
  type ErrorIssue,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, FieldError, fieldA11y } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useServerIssues } from "@/lib/form-issues";

export type CompanyProfileValues = z.output<typeof CompanyProfileInputSchema>;

const fieldNames = [
  "companyName",
  "contactName",
  "phone",
  "email",
  "address",
  "notes",
  "timeZone",
] as const;

/** Every zone this browser knows, with the company's own first if the browser lacks it. */
function timeZoneChoices(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = known.includes("UTC") ? known : ["UTC", ...known];
  return zones.includes(current) ? zones : [current, ...zones];
}

export type CompanyProfileFormProps = {
  company: Company;
  onSubmit: (values: CompanyProfileValues) => Promise<void> | void;
  pending?: boolean;
  serverIssues?: ErrorIssue[] | undefined;
  formError?: string | undefined;
  cancelTo: string;
};

/** /contractor-profile (spec part 2 §2): every field but the notes is required. */
export function CompanyProfileForm({
  company,
  onSubmit,
  pending = false,
  serverIssues,
  formError,
  cancelTo,
}: CompanyProfileFormProps) {
  const form = useForm<CompanyProfileInput, unknown, CompanyProfileValues>({
    resolver: zodResolver(CompanyProfileInputSchema),
    defaultValues: {
      companyName: company.name,
      contactName: company.contactName ?? "",
      phone: company.phone ?? "",
      email: company.email ?? "",
      address: company.address ?? "",
      notes: company.notes ?? "",
      timeZone: company.timeZone,
    },
  });
  const { errors } = form.formState;

  useServerIssues(form.setError, serverIssues, fieldNames);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          className="content-start"
          id="company-name"
          label="Company Name"
          error={errors.companyName?.message}
        >
          <Input
            {...fieldA11y("company-name", errors.companyName?.message)}
            autoComplete="organization"
            aria-required
            {...form.register("companyName")}
          />
        </Field>
        <Field
          className="content-start"
          id="company-contact"
          label="Contact Name"
          error={errors.contactName?.message}
        >
          <Input
            {...fieldA11y("company-contact", errors.contactName?.message)}
            autoComplete="name"
            aria-required
            {...form.register("contactName")}
          />
        </Field>
        <Field
          className="content-start"
          id="company-phone"
          label="Phone"
          error={errors.phone?.message}
        >
          <Input
            {...fieldA11y("company-phone", errors.phone?.message)}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-required
            {...form.register("phone")}
          />
        </Field>
        <Field
          className="content-start"
          id="company-email"
          label="Email"
          error={errors.email?.message}
        >
          <Input
            {...fieldA11y("company-email", errors.email?.message)}
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-required
            {...form.register("email")}
          />
        </Field>
      </div>
      <Field
        className="content-start"
        id="company-address"
        label="Business Address"
        error={errors.address?.message}
      >
        <Textarea
          {...fieldA11y("company-address", errors.address?.message)}
          autoComplete="street-address"
          rows={2}
          aria-required
          {...form.register("address")}
        />
      </Field>
      <Field
        className="content-start"
        id="company-notes"
        label={
          <>
            Additional Notes <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        error={errors.notes?.message}
        hint="Anything your drivers should know: yard hours, gate codes, who to call."
      >
        <Textarea
          {...fieldA11y("company-notes", errors.notes?.message)}
          rows={4}
          {...form.register("notes")}
        />
      </Field>
      <Field
        className="content-start"
        id="company-time-zone"
        label="Time Zone"
        error={errors.timeZone?.message}
        hint="Your days are counted in this zone: today's loads, daily metrics and date ranges."
      >
        <NativeSelect
          {...fieldA11y("company-time-zone", errors.timeZone?.message)}
          {...form.register("timeZone")}
        >
          {timeZoneChoices(company.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <FieldError message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          Save Profile
        </Button>
      </div>
    </form>
  );
}
