import {
  UpdatePasswordFormSchema,
  type UpdatePasswordForm as UpdatePasswordValues,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useForm } from "react-hook-form";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/field";
import { t } from "@/lib/i18n";

export type UpdatePasswordFormProps = {
  onSubmit: (values: UpdatePasswordValues) => Promise<void> | void;
  pending?: boolean;
};

/** /update-password: the new password chosen from a reset link. */
export function UpdatePasswordForm({ onSubmit, pending = false }: UpdatePasswordFormProps) {
  const form = useForm<UpdatePasswordValues>({
    resolver: zodResolver(UpdatePasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        await onSubmit(values);
      })}
      className="grid gap-4"
    >
      <FormField
        form={form}
        name="newPassword"
        id="update-new-password"
        label={t("account.password.new")}
        hint={t("public.signUp.passwordHint")}
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <FormField
        form={form}
        name="confirmPassword"
        id="update-confirm-password"
        label={t("account.password.confirm")}
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
        {t("auth.update.submit")}
      </Button>
    </form>
  );
}
