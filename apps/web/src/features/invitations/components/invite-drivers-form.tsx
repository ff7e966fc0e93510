import {
  INVITATION_TTL_DAYS,
  InviteDriversFormSchema,
  type InviteDriversForm as InviteDriversInput,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, SendIcon } from "lucide-react";
import { useEffect } from "react";
import { type FieldError, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { t, translateMessage } from "@/lib/i18n";

export type InviteDriversValues = z.output<typeof InviteDriversFormSchema>;

/** Every message on the field, not only the first: a pasted list may have several problems. */
function messagesOf(error: FieldError | undefined): string[] {
  if (!error) return [];
  const all = Object.values(error.types ?? {}).flatMap((value) =>
    Array.isArray(value) ? value : typeof value === "string" ? [value] : [],
  );
  const list = all.length > 0 ? all : error.message ? [error.message] : [];
  return [...new Set(list)];
}

export type InviteDriversFormProps = {
  /** Resolves true when the invitations went out, so the box can be cleared. */
  onSubmit: (values: InviteDriversValues) => Promise<boolean>;
  pending?: boolean;
  /** A refusal from the server about the addresses (already a driver, already invited). */
  serverError?: string | undefined;
};

const FIELD_ID = "invite-emails";

export function InviteDriversForm({
  onSubmit,
  pending = false,
  serverError,
}: InviteDriversFormProps) {
  const form = useForm<InviteDriversInput, unknown, InviteDriversValues>({
    resolver: zodResolver(InviteDriversFormSchema),
    criteriaMode: "all",
    defaultValues: { emails: "" },
  });

  useEffect(() => {
    if (serverError) form.setError("emails", { type: "server", message: serverError });
  }, [serverError, form]);

  const problems = messagesOf(form.formState.errors.emails);
  const errorId = `${FIELD_ID}-error`;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        if (await onSubmit(values)) form.reset({ emails: "" });
      })}
      className="grid gap-4"
    >
      <div className="grid gap-2">
        <Label htmlFor={FIELD_ID}>{t("invitations.form.label")}</Label>
        <Textarea
          id={FIELD_ID}
          rows={3}
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          placeholder={t("invitations.form.placeholder")}
          aria-invalid={problems.length > 0 ? true : undefined}
          aria-describedby={
            problems.length > 0 ? `${errorId} ${FIELD_ID}-hint` : `${FIELD_ID}-hint`
          }
          {...form.register("emails")}
        />
        <p id={`${FIELD_ID}-hint`} className="text-xs text-muted-foreground">
          {t("invitations.form.hint", { days: INVITATION_TTL_DAYS })}
        </p>
        {problems.length > 0 ? (
          <ul id={errorId} role="alert" className="grid gap-1 text-sm font-medium text-destructive">
            {problems.map((problem) => (
              <li key={problem}>{translateMessage(problem)}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <Button type="submit" disabled={pending} className="w-fit">
        {pending ? (
          <Loader2Icon aria-hidden="true" className="animate-spin" />
        ) : (
          <SendIcon aria-hidden="true" />
        )}
        {t("invitations.form.send")}
      </Button>
    </form>
  );
}
