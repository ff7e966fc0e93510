import {
  DOCUMENT_ACCEPT,
  type DriverCard,
  documentFileProblem,
  messages,
  type UploadDocumentFields,
  UploadDocumentFieldsSchema,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, UploadIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { formatBytes } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";

/** Spec part 2 §2: a driver with an empty name shows as 'Unknown Driver'. */
export function driverOptionLabel(driver: Pick<DriverCard, "name">): string {
  const name = driver.name.trim();
  return name && name !== messages.drivers.unnamed
    ? name
    : translateMessage(messages.documents.unknownDriver);
}

export type UploadOutcome = { ok: true } | { ok: false; fileError?: string };

export type UploadDocumentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  drivers: DriverCard[];
  /** The company's drivers are still loading. */
  driversPending?: boolean;
  /** How many drivers are on the job now (null while unknown): "Everyone on this job". */
  onJobCount?: number | null;
  pending?: boolean;
  onUpload: (upload: UploadDocumentFields & { file: File }) => Promise<UploadOutcome>;
};

/**
 * 'Upload New Document' (spec part 2 §2): a file, whom it goes to (chosen drivers of the
 * company, or everyone on the job) and optional notes. Upload stays disabled until a file and
 * its recipients are chosen. The file is sent once, whatever the number of drivers.
 */
export function UploadDocumentDialog({
  open,
  onOpenChange,
  drivers,
  driversPending = false,
  onJobCount = null,
  pending = false,
  onUpload,
}: UploadDocumentDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const form = useForm<UploadDocumentFields>({
    resolver: zodResolver(UploadDocumentFieldsSchema),
    defaultValues: { sendTo: "drivers", driverIds: [], notes: "" },
  });
  const sendTo = useWatch({ control: form.control, name: "sendTo" });
  const driverIds = useWatch({ control: form.control, name: "driverIds" });
  const noDrivers = !driversPending && drivers.length === 0;
  const nobodyOnJob = onJobCount === 0;
  const recipientsChosen = sendTo === "job" ? !nobodyOnJob : driverIds.length > 0;
  const driversError = form.formState.errors.driverIds?.message;

  function toggleDriver(id: string, checked: boolean) {
    const next = checked ? [...driverIds, id] : driverIds.filter((chosen) => chosen !== id);
    form.setValue("driverIds", next, { shouldValidate: form.formState.isSubmitted });
  }

  function reset() {
    setFile(null);
    setFileError(undefined);
    form.reset();
  }

  function handleOpenChange(next: boolean) {
    if (!next && pending) return;
    if (!next) reset();
    onOpenChange(next);
  }

  function handleFileChange(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? documentFileProblem(chosen) : null;
    setFileError(problem ?? undefined);
    setFile(problem ? null : chosen);
  }

  async function handleValid(values: UploadDocumentFields) {
    if (!file) return;
    const outcome = await onUpload({ ...values, file });
    if (outcome.ok) {
      reset();
      onOpenChange(false);
    } else if (outcome.fileError) {
      setFileError(outcome.fileError);
    }
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-[550px]">
        <DialogHeader>
          <DialogTitle>{translateMessage(messages.documents.uploadTitle)}</DialogTitle>
          <DialogDescription>{t("jobs.upload.description")}</DialogDescription>
        </DialogHeader>
        <form
          id="upload-document-form"
          noValidate
          onSubmit={form.handleSubmit(handleValid)}
          className="grid gap-4"
        >
          <Field
            id="document-file"
            label={t("jobs.upload.file")}
            error={fileError}
            hint={t("jobs.upload.fileHint")}
          >
            {(control) => (
              <Input
                {...control}
                type="file"
                accept={DOCUMENT_ACCEPT}
                onChange={handleFileChange}
                disabled={pending}
                className="h-auto py-1.5"
              />
            )}
          </Field>
          {file ? (
            <p className="-mt-2 text-xs text-muted-foreground">
              {file.name} · {formatBytes(file.size)}
            </p>
          ) : null}
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t("jobs.upload.sendTo")}</legend>
            <RadioGroup
              value={sendTo}
              onValueChange={(value) =>
                form.setValue("sendTo", value as UploadDocumentFields["sendTo"])
              }
              aria-label={t("jobs.upload.sendTo")}
              disabled={pending}
            >
              <div className="flex items-center gap-2">
                <RadioGroupItem id="document-send-drivers" value="drivers" />
                <Label htmlFor="document-send-drivers">{t("jobs.upload.chosenDrivers")}</Label>
              </div>
              <div className="flex items-center gap-2">
                <RadioGroupItem
                  id="document-send-job"
                  value="job"
                  aria-describedby="document-send-job-hint"
                />
                <Label htmlFor="document-send-job">{t("jobs.upload.everyoneOnJob")}</Label>
              </div>
            </RadioGroup>
            <p id="document-send-job-hint" className="text-xs text-muted-foreground">
              {onJobCount === null
                ? t("jobs.upload.everyoneHint")
                : t("jobs.upload.onJobNow", { count: onJobCount })}
            </p>
          </fieldset>
          {sendTo === "drivers" ? (
            <fieldset
              className="grid gap-2"
              aria-describedby={driversError ? "document-drivers-error" : undefined}
            >
              <legend className="mb-2 text-sm font-medium">
                {t("jobs.upload.drivers")}
                {driverIds.length > 0 ? (
                  <span className="font-normal text-muted-foreground">
                    {" "}
                    · {t("jobs.upload.chosenCount", { count: driverIds.length })}
                  </span>
                ) : null}
              </legend>
              {driversPending ? (
                <p className="text-sm text-muted-foreground">
                  {translateMessage(messages.guard.loading)}
                </p>
              ) : noDrivers ? (
                <p className="text-sm text-muted-foreground">
                  {translateMessage(messages.documents.noDrivers)}
                </p>
              ) : (
                <ul className="max-h-48 divide-y overflow-y-auto rounded-lg border">
                  {drivers.map((driver) => (
                    <li key={driver.id} className="px-3 py-2">
                      <label className="flex min-w-0 items-center gap-3 has-disabled:opacity-60">
                        <input
                          type="checkbox"
                          className="size-4 shrink-0 accent-primary"
                          checked={driverIds.includes(driver.id)}
                          disabled={pending}
                          onChange={(event) => toggleDriver(driver.id, event.target.checked)}
                        />
                        <span className="break-words">{driverOptionLabel(driver)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
              {driversError ? (
                <p
                  id="document-drivers-error"
                  role="alert"
                  className="text-sm font-medium text-destructive"
                >
                  {translateMessage(driversError)}
                </p>
              ) : null}
            </fieldset>
          ) : nobodyOnJob ? (
            <p role="status" className="text-sm text-muted-foreground">
              {translateMessage(messages.documents.nobodyOnJob)}
            </p>
          ) : null}
          <FormField form={form} name="notes" id="document-notes" label={t("jobs.upload.notes")}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                disabled={pending}
                placeholder={t("jobs.upload.notesExample")}
              />
            )}
          </FormField>
        </form>
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() => handleOpenChange(false)}
          >
            {t("common.cancel")}
          </Button>
          <Button
            type="submit"
            form="upload-document-form"
            disabled={!file || !recipientsChosen || pending}
          >
            {pending ? (
              <Loader2Icon aria-hidden="true" className="animate-spin" />
            ) : (
              <UploadIcon aria-hidden="true" />
            )}
            {pending ? translateMessage(messages.documents.uploading) : t("jobs.documents.upload")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
