import {
  ChangePasswordFormSchema,
  type ChangePasswordForm as ChangePasswordValues,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { NewPasswordFields } from "@/components/new-password-fields";
import { PasswordInput } from "@/components/password-input";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/field";
import { t } from "@/lib/i18n";

export type ChangePasswordOutcome = { ok: true } | { ok: false; currentPasswordError?: string };

export type ChangePasswordFormProps = {
  /** Says whether the change worked, and why the current password was refused if it was. */
  onSubmit: (values: ChangePasswordValues) => Promise<ChangePasswordOutcome>;
  pending?: boolean;
  /** Lets password managers file the new password under the right account. */
  email?: string;
};

/** Account settings → Password. The current password is required and checked by the server. */
export function ChangePasswordForm({ onSubmit, pending = false, email }: ChangePasswordFormProps) {
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  async function handleSubmit(values: ChangePasswordValues) {
    const outcome = await onSubmit(values);
    if (outcome.ok) {
      form.reset();
    } else if (outcome.currentPasswordError) {
      form.setError("currentPassword", { message: outcome.currentPasswordError });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="grid max-w-md gap-4">
      {email ? (
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      ) : null}
      <FormField
        form={form}
        name="currentPassword"
        id="current-password"
        label={t("account.password.current")}
      >
        {(control) => <PasswordInput {...control} autoComplete="current-password" />}
      </FormField>
      <NewPasswordFields
        form={form}
        id="new"
        names={{ password: "newPassword", confirm: "confirmPassword" }}
        labels={{ password: t("account.password.new"), confirm: t("account.password.confirm") }}
      />
      <SubmitButton pending={pending} className="w-fit">
        {t("account.password.title")}
      </SubmitButton>
    </form>
  );
}
