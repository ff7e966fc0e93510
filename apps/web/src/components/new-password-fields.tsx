import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { PasswordInput } from "@/components/password-input";
import { FormField } from "@/components/ui/field";
import { t } from "@/lib/i18n";

/**
 * A new password and the same again, as every form that sets one asks for them: the rule
 * under the first, and both offered to a password manager as a new password. The inputs'
 * ids are `<id>-password` and `<id>-confirm-password`.
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  id,
  names,
  labels,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any transformed output type of the form's resolver
  form: UseFormReturn<T, any, any>;
  id: string;
  names: { password: FieldPath<T>; confirm: FieldPath<T> };
  labels: { password: string; confirm: string };
}) {
  return (
    <>
      <FormField
        form={form}
        name={names.password}
        id={`${id}-password`}
        label={labels.password}
        hint={t("public.signUp.passwordHint")}
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <FormField
        form={form}
        name={names.confirm}
        id={`${id}-confirm-password`}
        label={labels.confirm}
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
    </>
  );
}
