import {
  UpdatePasswordFormSchema,
  type UpdatePasswordForm as UpdatePasswordValues,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { NewPasswordFields } from "@/components/new-password-fields";
import { SubmitButton } from "@/components/ui/button";
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
      <NewPasswordFields
        form={form}
        id="update"
        names={{ password: "newPassword", confirm: "confirmPassword" }}
        labels={{ password: t("account.password.new"), confirm: t("account.password.confirm") }}
      />
      <SubmitButton pending={pending} className="w-full">
        {t("auth.update.submit")}
      </SubmitButton>
    </form>
  );
}
