import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, messages } from "@haulwise/domain";
import { Loader2Icon, UploadIcon } from "lucide-react";
import type * as React from "react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { UserAvatar } from "@/components/user-avatar";
import { t } from "@/lib/i18n";

/** Spec part 1 §5: images only, under 5 MB. The server checks the content again. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return messages.validation.selectImageFile;
  if (file.size >= IMAGE_MAX_BYTES) return messages.validation.imageTooLarge;
  return null;
}

export type ImageUploadProps = {
  title: string;
  description: string;
  /** Names the initials avatar shown while no image is set. */
  name: string;
  currentSrc: string | null | undefined;
  shape?: "circle" | "square";
  chooseLabel: string;
  onUpload: (file: File) => Promise<void>;
  pending?: boolean;
};

/** Choose a file, see it previewed once, at the large avatar size, then Upload. */
export function ImageUpload({
  title,
  description,
  name,
  currentSrc,
  shape = "circle",
  chooseLabel,
  onUpload,
  pending = false,
}: ImageUploadProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const problem = imageFileProblem(chosen);
    setError(problem ?? undefined);
    setFile(problem ? null : chosen);
  }

  async function handleUpload() {
    if (!file) return;
    try {
      await onUpload(file);
      setFile(null);
      if (inputRef.current) inputRef.current.value = "";
    } catch {
      // The caller has already told the person; keep the preview so they can retry.
    }
  }

  const shown = preview ?? currentSrc;
  return (
    <section aria-labelledby={`${inputId}-title`} className="grid gap-4">
      <div>
        <h3 id={`${inputId}-title`} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <UserAvatar name={name} src={shown} size="lg" shape={shape} />
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline">
          <label className="cursor-pointer has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={IMAGE_MIME_TYPES.join(",")}
              className="sr-only"
              onChange={handleChange}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
            />
            {chooseLabel}
          </label>
        </Button>
        <Button type="button" onClick={() => void handleUpload()} disabled={!file || pending}>
          {pending ? (
            <Loader2Icon aria-hidden="true" className="animate-spin" />
          ) : (
            <UploadIcon aria-hidden="true" />
          )}
          {t("account.pictures.upload")}
        </Button>
        {file ? (
          <span className="text-sm text-muted-foreground">
            {t("account.pictures.previewOf", { name: file.name })}
          </span>
        ) : null}
      </div>
      <FieldError id={`${inputId}-error`} message={error} />
    </section>
  );
}
