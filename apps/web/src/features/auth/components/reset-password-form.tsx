import { type ResetPasswordRequest, ResetPasswordRequestSchema } from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { t } from "@/lib/i18n";

export type ResetPasswordFormProps = {
  onSubmit: (values: ResetPasswordRequest) => Promise<void> | void;
  pending?: boolean;
};

/** /reset-password: asks for the address the reset link goes to. */
export function ResetPasswordForm({ onSubmit, pending = false }: ResetPasswordFormProps) {
  const form = useForm<ResetPasswordRequest>({
    resolver: zodResolver(ResetPasswordRequestSchema),
    defaultValues: { email: "" },
  });
  const error = form.formState.errors.email?.message;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        await onSubmit(values);
      })}
      className="grid gap-4"
    >
      <Field id="reset-email" label={t("public.email")} error={error}>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.register("email")}
          />
        )}
      </Field>
      <SubmitButton pending={pending} className="w-full tracking-wide">
        {t("public.reset.send")}
      </SubmitButton>
    </form>
  );
}
