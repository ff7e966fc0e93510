import {
  type Company,
  type CompanyProfileInput,
  CompanyProfileInputSchema,
  type ErrorIssue,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { Button, SubmitButton } from "@/components/ui/button";
import { FieldError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useServerIssues } from "@/lib/form-issues";
import { t } from "@/lib/i18n";

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

  useServerIssues(form.setError, serverIssues, fieldNames);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          form={form}
          name="companyName"
          className="content-start"
          id="company-name"
          label={t("company.form.name")}
        >
          {(control) => <Input {...control} autoComplete="organization" aria-required />}
        </FormField>
        <FormField
          form={form}
          name="contactName"
          className="content-start"
          id="company-contact"
          label={t("company.form.contact")}
        >
          {(control) => <Input {...control} autoComplete="name" aria-required />}
        </FormField>
        <FormField
          form={form}
          name="phone"
          className="content-start"
          id="company-phone"
          label={t("company.form.phone")}
        >
          {(control) => (
            <Input {...control} type="tel" inputMode="tel" autoComplete="tel" aria-required />
          )}
        </FormField>
        <FormField
          form={form}
          name="email"
          className="content-start"
          id="company-email"
          label={t("public.email")}
        >
          {(control) => (
            <Input {...control} type="email" inputMode="email" autoComplete="email" aria-required />
          )}
        </FormField>
      </div>
      <FormField
        form={form}
        name="address"
        className="content-start"
        id="company-address"
        label={t("company.form.address")}
      >
        {(control) => (
          <Textarea {...control} autoComplete="street-address" rows={2} aria-required />
        )}
      </FormField>
      <FormField
        form={form}
        name="notes"
        className="content-start"
        id="company-notes"
        label={
          <>
            {t("company.form.notes")}{" "}
            <span className="font-normal text-muted-foreground">{t("company.form.optional")}</span>
          </>
        }
        hint={t("company.form.notesHint")}
      >
        {(control) => <Textarea {...control} rows={4} />}
      </FormField>
      <FormField
        form={form}
        name="timeZone"
        className="content-start"
        id="company-time-zone"
        label={t("company.form.timeZone")}
        hint={t("company.form.timeZoneHint")}
      >
        {(control) => (
          <NativeSelect {...control}>
            {timeZoneChoices(company.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FieldError message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <Link to={cancelTo}>{t("common.cancel")}</Link>
        </Button>
        <SubmitButton pending={pending}>{t("company.form.save")}</SubmitButton>
      </div>
    </form>
  );
}
