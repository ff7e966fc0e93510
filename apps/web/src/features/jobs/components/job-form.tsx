import {
  type CreateJobInput,
  CreateJobInputSchema,
  type ErrorIssue,
  type Job,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button, SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { applyServerIssues } from "@/lib/form-issues";
import { t } from "@/lib/i18n";

export type JobFormValues = z.output<typeof CreateJobInputSchema>;

export type JobFormProps = {
  /** The job being edited; a new job starts empty. */
  job?: Job;
  submitLabel: string;
  pending?: boolean;
  /** Resolves to the server's field issues, if it refused the job, to show under the fields. */
  onSubmit: (values: JobFormValues) => Promise<ErrorIssue[] | undefined>;
  onCancel: () => void;
};

/** Empty text means "no value" for the optional map fields; anything else must be a number. */
const optionalNumber = (value: unknown) =>
  value === "" || value === null || value === undefined ? null : Number(value);

const fieldNames = [
  "title",
  "location",
  "startDate",
  "description",
  "locationAddress",
  "latitude",
  "longitude",
] as const satisfies readonly (keyof CreateJobInput)[];

function defaultsOf(job: Job | undefined): CreateJobInput {
  return {
    title: job?.title ?? "",
    location: job?.location ?? "",
    startDate: job?.startDate ?? "",
    description: job?.description ?? "",
    locationAddress: job?.locationAddress ?? "",
    latitude: job?.latitude ?? null,
    longitude: job?.longitude ?? null,
  };
}

/**
 * Spec part 2 §5: title, location, start date and description are required. The site's
 * address and coordinates are optional; with them the job shows its Job Location card.
 */
export function JobForm({ job, submitLabel, pending = false, onSubmit, onCancel }: JobFormProps) {
  const form = useForm<CreateJobInput, unknown, JobFormValues>({
    resolver: zodResolver(CreateJobInputSchema),
    defaultValues: defaultsOf(job),
  });

  async function handleValid(values: JobFormValues) {
    applyServerIssues(form.setError, await onSubmit(values), fieldNames);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="grid gap-5">
      <FormField form={form} name="title" id="job-title" label={t("jobs.form.title")}>
        {(control) => <Input {...control} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="location" id="job-location" label={t("jobs.form.location")}>
          {(control) => <Input {...control} placeholder={t("jobs.form.locationExample")} />}
        </FormField>
        <FormField
          form={form}
          name="startDate"
          id="job-start-date"
          label={t("jobs.form.startDate")}
        >
          {(control) => <Input {...control} type="date" />}
        </FormField>
      </div>
      <FormField
        form={form}
        name="description"
        id="job-description"
        label={t("jobs.form.description")}
      >
        {(control) => <Textarea {...control} rows={4} className="min-h-24" />}
      </FormField>

      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">{t("jobs.form.mapLegend")}</legend>
        <p className="text-sm text-muted-foreground">{t("jobs.form.mapHelp")}</p>
        <FormField
          form={form}
          name="locationAddress"
          id="job-address"
          label={t("jobs.form.address")}
        >
          {(control) => <Input {...control} autoComplete="street-address" />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            form={form}
            name="latitude"
            options={{ setValueAs: optionalNumber }}
            id="job-latitude"
            label={t("jobs.form.latitude")}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                placeholder={t("jobs.form.latitudeExample")}
              />
            )}
          </FormField>
          <FormField
            form={form}
            name="longitude"
            options={{ setValueAs: optionalNumber }}
            id="job-longitude"
            label={t("jobs.form.longitude")}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                placeholder={t("jobs.form.longitudeExample")}
              />
            )}
          </FormField>
        </div>
      </fieldset>

      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
