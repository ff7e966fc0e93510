import {
  UpdatePasswordFormSchema,
  type UpdatePasswordForm as UpdatePasswordValues,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useForm } from "react-hook-form";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { Field, fieldA11y } from "@/components/ui/field";

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
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        await onSubmit(values);
      })}
      className="grid gap-4"
    >
      <Field
        id="update-new-password"
        label="New password"
        error={errors.newPassword?.message}
        hint="At least 6 characters."
      >
        <PasswordInput
          {...fieldA11y("update-new-password", errors.newPassword?.message)}
          autoComplete="new-password"
          {...form.register("newPassword")}
        />
      </Field>
      <Field
        id="update-confirm-password"
        label="Confirm new password"
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          {...fieldA11y("update-confirm-password", errors.confirmPassword?.message)}
          autoComplete="new-password"
          {...form.register("confirmPassword")}
        />
      </Field>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
        Update password
      </Button>
    </form>
  );
}
