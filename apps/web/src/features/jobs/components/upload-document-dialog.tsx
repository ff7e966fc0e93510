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
import { NativeSelect } from "@/components/ui/native-select";
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
  pending?: boolean;
  onUpload: (upload: UploadDocumentFields & { file: File }) => Promise<UploadOutcome>;
};

/**
 * 'Upload New Document' (spec part 2 §2): a file, one of the company's drivers and optional
 * notes. Upload stays disabled until both file and driver are chosen.
 */
export function UploadDocumentDialog({
  open,
  onOpenChange,
  drivers,
  driversPending = false,
  pending = false,
  onUpload,
}: UploadDocumentDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const form = useForm<UploadDocumentFields>({
    resolver: zodResolver(UploadDocumentFieldsSchema),
    defaultValues: { driverId: "", notes: "" },
  });
  const driverId = useWatch({ control: form.control, name: "driverId" });
  const noDrivers = !driversPending && drivers.length === 0;

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
          <FormField
            form={form}
            name="driverId"
            id="document-driver"
            label={t("jobs.drivers.driver")}
          >
            {(control) => (
              <NativeSelect {...control} disabled={pending || driversPending || noDrivers}>
                {driversPending ? (
                  <option value="">{translateMessage(messages.guard.loading)}</option>
                ) : noDrivers ? (
                  <option value="">{translateMessage(messages.documents.noDrivers)}</option>
                ) : (
                  <>
                    <option value="">{t("jobs.drivers.chooseDriver")}</option>
                    {drivers.map((driver) => (
                      <option key={driver.id} value={driver.id}>
                        {driverOptionLabel(driver)}
                      </option>
                    ))}
                  </>
                )}
              </NativeSelect>
            )}
          </FormField>
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
            disabled={!file || !driverId || pending}
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
