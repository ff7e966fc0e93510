import {
  type DeliverySignature,
  jobLabelOf,
  LOADS,
  type LoadDetail,
  messages,
  type QuantityUnit,
  RecordLoadInputSchema,
} from "@haulwise/domain";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/ui/button";
import { Field, FieldError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessage, isApiError } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { devicePosition } from "@/lib/device-position";
import { applyServerIssues } from "@/lib/form-issues";
import { localQuantity } from "@/lib/format";
import { t } from "@/lib/i18n";
import { randomUuid } from "@/lib/offline/random-id";
import { toast } from "@/lib/toast";
import { useRecordLoad } from "../api/record-load";
import { QuantityFields, quantityOf } from "./quantity-fields";
import { SignatureButton } from "./signature-pad";

export type JobChoice = { id: string; title: string; jobNumber: string };
/** A driver to name; choices with a `group` are listed under it, in the order given. */
export type DriverChoice = { id: string; name: string; group?: string };

function DriverOptions({ drivers }: { drivers: DriverChoice[] }) {
  const groups = [...new Set(drivers.map((driver) => driver.group))];
  const options = (list: DriverChoice[]) =>
    list.map((driver) => (
      <option key={driver.id} value={driver.id}>
        {driver.name}
      </option>
    ));
  return groups.map((group) => {
    const members = drivers.filter((driver) => driver.group === group);
    if (group === undefined || members.length === 0) return options(members);
    return (
      <optgroup key={group} label={group}>
        {options(members)}
      </optgroup>
    );
  });
}

type Values = {
  jobId: string;
  driverId: string;
  stage: "completed" | "started";
  materialType: string;
  quantity: string;
  quantityUnit: QuantityUnit;
  ticketNumber: string;
  completedAt: string;
};

const fields = [
  "jobId",
  "driverId",
  "stage",
  "materialType",
  "quantity",
  "quantityUnit",
  "ticketNumber",
  "completedAt",
] as const;

/** The photo's own checks, before anything is sent. */
function photoProblem(photo: File | null): string | null {
  if (!photo) return null;
  if (!photo.type.startsWith("image/")) return messages.validation.selectImageFile;
  if (photo.size > LOADS.photoMaxBytes) return messages.loads.photoTooLarge;
  return null;
}

/**
 * A load ticket: job, material, quantity and unit, ticket number and photo; delivered now, or
 * started at the pit to complete at the site. A driver records their own (with the time and
 * the device position); a contractor adds one for a driver, dated when it was delivered.
 */
export function RecordLoadForm({
  jobs,
  drivers,
  fixedJobId,
  onRecorded,
}: {
  jobs: JobChoice[];
  /** Given for a contractor, who names the driver; absent for a driver's own loads. */
  drivers?: DriverChoice[];
  /** The job the form is opened from (its page); the job choice is then hidden. */
  fixedJobId?: string;
  /** The stored load, or null when the ticket waits on the device for a connection. */
  onRecorded?: (load: LoadDetail | null) => void;
}) {
  const id = useId();
  const record = useRecordLoad();
  const photoInput = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [signature, setSignature] = useState<DeliverySignature | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      jobId: fixedJobId ?? (jobs.length === 1 ? (jobs[0]?.id ?? "") : ""),
      driverId: "",
      stage: "completed",
      materialType: "",
      quantity: "",
      quantityUnit: "tons",
      ticketNumber: "",
      completedAt: "",
    },
  });
  const { errors } = form.formState;
  const stage = form.watch("stage");
  const forContractor = drivers !== undefined;

  async function handleSubmit(values: Values) {
    const problem = photoProblem(photo);
    setPhotoError(problem);
    if (problem) return;
    const position = forContractor ? null : await devicePosition();
    const ticket = {
      id: randomUuid(),
      jobId: values.jobId,
      ...(forContractor ? { driverId: values.driverId || undefined } : {}),
      stage: values.stage,
      materialType: values.materialType,
      quantity: quantityOf(values.quantity),
      quantityUnit: values.quantityUnit,
      ticketNumber: values.ticketNumber,
      ...(forContractor
        ? values.completedAt
          ? { completedAt: new Date(values.completedAt).toISOString() }
          : {}
        : { recordedAt: clock.now().toISOString() }),
      ...(signature && values.stage === "completed" ? { signature } : {}),
      ...position,
    };
    const checked = RecordLoadInputSchema.safeParse(ticket);
    if (forContractor && !values.driverId) {
      form.setError("driverId", { message: messages.loads.driverRequired });
    }
    if (!checked.success || (forContractor && !values.driverId)) {
      for (const issue of checked.error?.issues ?? []) {
        const field = fields.find((name) => name === issue.path[0]);
        if (field) form.setError(field, { message: issue.message });
      }
      return;
    }
    const job = jobs.find((choice) => choice.id === values.jobId);
    const what = [
      values.materialType.trim() || null,
      checked.data.quantity == null
        ? null
        : localQuantity(checked.data.quantity, checked.data.quantityUnit),
    ].filter(Boolean);
    const label = t("loads.form.queueLabel", {
      stage: values.stage,
      what: what.length ? `: ${what.join(", ")}` : "",
      job: jobLabelOf(job?.title, job?.jobNumber),
    });
    try {
      const load = await record.mutateAsync({ ticket: { ...ticket, photo }, label });
      if (!load) toast.info(messages.loads.queued);
      else {
        toast.success(
          load.status === "in_progress"
            ? t("messages.loads.started", { n: load.loadNumber })
            : t("messages.loads.recorded", { n: load.loadNumber }),
        );
      }
      form.reset({ ...values, materialType: "", quantity: "", ticketNumber: "", completedAt: "" });
      setPhoto(null);
      setSignature(null);
      if (photoInput.current) photoInput.current.value = "";
      onRecorded?.(load);
    } catch (error) {
      const placed = isApiError(error) && applyServerIssues(form.setError, error.issues, fields);
      if (!placed) {
        form.setError("root", { message: errorMessage(error, messages.loads.failedToRecord) });
      }
    }
  }

  return (
    <form
      noValidate
      aria-label={t("loads.form.label")}
      onSubmit={form.handleSubmit(handleSubmit)}
      className="grid gap-4"
    >
      {fixedJobId ? null : (
        <FormField form={form} name="jobId" id={`${id}-job`} label={t("loads.form.job")}>
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
      )}
      {forContractor ? (
        <FormField form={form} name="driverId" id={`${id}-driver`} label={t("loads.form.driver")}>
          {(control) => (
            <NativeSelect {...control} aria-required>
              <option value="">{t("loads.form.selectDriver")}</option>
              <DriverOptions drivers={drivers} />
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t("loads.form.stage")}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <Label className="font-normal">
            <input type="radio" value="completed" {...form.register("stage")} />
            {t("loads.form.delivered")}
          </Label>
          <Label className="font-normal">
            <input type="radio" value="started" {...form.register("stage")} />
            {t("loads.form.startedAtPit")}
          </Label>
        </div>
      </fieldset>
      <FormField
        form={form}
        name="materialType"
        id={`${id}-material`}
        label={t("loads.form.material")}
      >
        {(control) => <Input {...control} placeholder={t("loads.form.materialPlaceholder")} />}
      </FormField>
      <QuantityFields
        idPrefix={`${id}-load`}
        quantity={form.register("quantity")}
        unit={form.register("quantityUnit")}
        quantityError={errors.quantity?.message}
        unitError={errors.quantityUnit?.message}
        optional={stage === "started"}
      />
      <FormField
        form={form}
        name="ticketNumber"
        id={`${id}-ticket`}
        label={
          <>
            {t("loads.form.ticketNumber")}{" "}
            <span className="font-normal text-muted-foreground">{t("loads.form.optional")}</span>
          </>
        }
      >
        {(control) => <Input {...control} autoComplete="off" />}
      </FormField>
      <Field
        id={`${id}-photo`}
        label={
          <>
            {t("loads.form.ticketPhoto")}{" "}
            <span className="font-normal text-muted-foreground">{t("loads.form.optional")}</span>
          </>
        }
        error={photoError ?? undefined}
      >
        {(control) => (
          <Input
            {...control}
            ref={photoInput}
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => {
              setPhoto(event.target.files?.[0] ?? null);
              setPhotoError(null);
            }}
          />
        )}
      </Field>
      {!forContractor && stage === "completed" ? (
        <SignatureButton value={signature} onChange={setSignature} />
      ) : null}
      {forContractor && stage === "completed" ? (
        <FormField
          form={form}
          name="completedAt"
          id={`${id}-completed-at`}
          label={
            <>
              {t("loads.form.deliveredAt")}{" "}
              <span className="font-normal text-muted-foreground">
                {t("loads.form.nowIfEmpty")}
              </span>
            </>
          }
        >
          {(control) => <Input {...control} type="datetime-local" />}
        </FormField>
      ) : null}
      <FieldError message={errors.root?.message} />
      <SubmitButton pending={record.isPending} className="justify-self-start">
        {stage === "started" ? t("loads.form.start") : t("loads.form.record")}
      </SubmitButton>
    </form>
  );
}
