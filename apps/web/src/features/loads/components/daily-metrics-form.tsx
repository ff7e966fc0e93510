import {
  DAILY_METRICS,
  type DailyMetricsForm as DailyMetrics,
  type DailyMetricsEntry,
  type DailyMetricsFormInput,
  DailyMetricsFormSchema,
  dailyMetricsDefaults,
  jobLabelOf,
  messages,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button, SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { devicePosition } from "@/lib/device-position";
import { t } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useSubmitMetrics } from "../api/submit-metrics";
import type { JobChoice } from "./record-load-form";

const numberFields = [
  {
    name: "loads",
    label: () => t("metrics.form.loads"),
    step: DAILY_METRICS.steps.loads,
    mode: "numeric",
  },
  {
    name: "hours",
    label: () => t("metrics.form.hours"),
    step: DAILY_METRICS.steps.hours,
    mode: "decimal",
  },
  {
    name: "miles",
    label: () => t("metrics.form.miles"),
    step: DAILY_METRICS.steps.miles,
    mode: "numeric",
  },
  {
    name: "fuelUsed",
    label: () => t("metrics.form.fuel"),
    step: DAILY_METRICS.steps.fuelUsed,
    mode: "decimal",
    hint: () => t("metrics.form.fuelHint"),
  },
] as const;

const valuesOf = (entry: DailyMetricsEntry): DailyMetricsFormInput => ({
  jobId: entry.jobId ?? "",
  loads: entry.loads,
  hours: entry.hours,
  miles: entry.miles,
  fuelUsed: entry.fuelUsed,
  notes: entry.notes ?? "",
});

/**
 * Submit Daily Metrics (spec part 2 §2, §5): the job, loads, hours, miles, fuel used and
 * notes, each figure at least 0, numbers read from text; reset on success. Sent with the
 * time and the device position when known, through the form outbox: with no signal it waits
 * on the device. Opened on one of today's entries, it corrects it.
 */
export function DailyMetricsForm({
  jobs,
  editing,
  onDone,
}: {
  jobs: JobChoice[];
  editing: DailyMetricsEntry | null;
  onDone: () => void;
}) {
  const submit = useSubmitMetrics();
  const form = useForm<DailyMetricsFormInput, unknown, DailyMetrics>({
    resolver: zodResolver(DailyMetricsFormSchema),
    defaultValues: dailyMetricsDefaults,
  });

  useEffect(() => {
    form.reset(editing ? valuesOf(editing) : dailyMetricsDefaults);
  }, [editing, form]);

  async function handleSubmit(values: DailyMetrics) {
    const job = jobs.find((choice) => choice.id === values.jobId);
    try {
      const position = await devicePosition();
      const result = await submit.mutateAsync({
        input: { ...values, recordedAt: clock.now().toISOString(), ...position },
        label: t("metrics.form.queueLabel", { job: jobLabelOf(job?.title, job?.jobNumber) }),
      });
      if (result) toast.success(messages.metrics.submitted);
      else toast.info(messages.metrics.queued);
      form.reset(dailyMetricsDefaults);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, messages.metrics.failedToSubmit));
    }
  }

  return (
    <form
      noValidate
      aria-label={t("metrics.form.label")}
      onSubmit={form.handleSubmit(handleSubmit)}
      className="grid gap-4"
    >
      <FormField form={form} name="jobId" id="metrics-job" label={t("loads.form.job")}>
        {(control) => (
          <NativeSelect {...control} aria-required>
            <option value="">{t("loads.form.selectJob")}</option>
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title} ({job.jobNumber})
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        {numberFields.map(({ name, label, step, mode, ...field }) => (
          <FormField
            key={name}
            form={form}
            name={name}
            id={`metrics-${name}`}
            label={label()}
            hint={"hint" in field ? field.hint() : undefined}
          >
            {(control) => <Input {...control} type="number" inputMode={mode} min={0} step={step} />}
          </FormField>
        ))}
      </div>
      <FormField
        form={form}
        name="notes"
        id="metrics-notes"
        label={
          <>
            {t("metrics.form.notes")}{" "}
            <span className="font-normal text-muted-foreground">{t("loads.form.optional")}</span>
          </>
        }
      >
        {(control) => <Textarea {...control} rows={3} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={submit.isPending}>
          {editing ? t("metrics.form.saveCorrection") : t("metrics.form.submit")}
        </SubmitButton>
        {editing ? (
          <Button type="button" variant="outline" onClick={onDone}>
            {t("metrics.form.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
