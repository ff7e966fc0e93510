import { ChangeEmailInputSchema } from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheckIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { t } from "@/lib/i18n";

type Values = z.input<typeof ChangeEmailInputSchema>;
type Output = z.output<typeof ChangeEmailInputSchema>;

export type ChangeEmailFormProps = {
  currentEmail: string;
  /** Resolves true once the confirmation mail is on its way. */
  onSubmit: (newEmail: string) => Promise<boolean>;
  pending?: boolean;
};

/** Moving the account to another address, confirmed from that address. */
export function ChangeEmailForm({ currentEmail, onSubmit, pending = false }: ChangeEmailFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ChangeEmailInputSchema),
    defaultValues: { newEmail: "" },
  });
  const error = form.formState.errors.newEmail?.message;

  async function handleSubmit({ newEmail }: Output) {
    if (newEmail === currentEmail.toLowerCase()) {
      form.setError("newEmail", { message: t("account.email.same") });
      return;
    }
    if (await onSubmit(newEmail)) {
      setSentTo(newEmail);
      form.reset();
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="grid max-w-xl gap-4">
      {sentTo ? (
        <Alert>
          <MailCheckIcon aria-hidden="true" />
          <AlertTitle>{t("account.email.sentTitle")}</AlertTitle>
          <AlertDescription>
            {t("account.email.sentText", { sentTo, currentEmail })}
          </AlertDescription>
        </Alert>
      ) : null}
      <Field id="change-email" label={t("account.email.newLabel")} error={error}>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.register("newEmail")}
          />
        )}
      </Field>
      <SubmitButton pending={pending} variant="outline" className="w-fit">
        {t("account.email.send")}
      </SubmitButton>
    </form>
  );
}
