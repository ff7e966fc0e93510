import type * as React from "react";
import { useId, useState } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { t } from "@/lib/i18n";

export type PromptDialogProps = {
  /** The button that opens the dialog. */
  trigger: React.ReactNode;
  title: string;
  description?: React.ReactNode;
  /** The text box's label: "Note to the driver", "Reason". */
  label: string;
  confirmLabel: string;
  /** Resolves null when done (the dialog closes), or the message to show under the box. */
  onConfirm: (text: string) => Promise<string | null>;
  /** More fields above the text box (the replacement ticket's details). */
  children?: React.ReactNode;
  destructive?: boolean;
};

/** Asks for a sentence before acting (a note, a reason), and keeps it if the action fails. */
export function PromptDialog({
  trigger,
  title,
  description,
  label,
  confirmLabel,
  onConfirm,
  children,
  destructive = false,
}: PromptDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    const problem = await onConfirm(text.trim()).finally(() => setPending(false));
    setError(problem);
    if (!problem) {
      setOpen(false);
      setText("");
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          {children}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-text`}>{label}</Label>
            <Textarea
              id={`${id}-text`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <FieldError id={`${id}-error`} message={error ?? undefined} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("common.cancel")}
            </Button>
            <SubmitButton pending={pending} variant={destructive ? "destructive" : "default"}>
              {confirmLabel}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
