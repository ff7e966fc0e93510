import { messages } from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { PasswordInput } from "@/components/password-input";
import { SubmitButton } from "@/components/ui/button";
import { Field, FieldError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { t } from "@/lib/i18n";

const PasswordOnlySchema = z.object({
  password: z.string().min(1, { error: messages.validation.enterEmailAndPassword }),
});
type PasswordOnly = z.infer<typeof PasswordOnlySchema>;

export type InvitedSignInFormProps = {
  email: string;
  companyName: string;
  onSubmit: (password: string) => Promise<void> | void;
  pending?: boolean;
  formError?: string | undefined;
};

/** Sign-in for an invited person who already has an account; accepting follows at once. */
export function InvitedSignInForm({
  email,
  companyName,
  onSubmit,
  pending = false,
  formError,
}: InvitedSignInFormProps) {
  const form = useForm<PasswordOnly>({
    resolver: zodResolver(PasswordOnlySchema),
    defaultValues: { password: "" },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async ({ password }) => {
        await onSubmit(password);
      })}
      className="grid gap-4"
    >
      <Field id="invite-sign-in-email" label={t("public.email")}>
        <Input id="invite-sign-in-email" type="email" value={email} readOnly aria-readonly />
      </Field>
      <FormField
        form={form}
        name="password"
        id="invite-sign-in-password"
        label={t("public.password")}
      >
        {(control) => <PasswordInput {...control} autoComplete="current-password" />}
      </FormField>
      <Link
        to="/reset-password"
        className="w-fit rounded-sm text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        {t("public.signIn.forgot")}
      </Link>
      <FieldError message={formError} />
      <SubmitButton pending={pending} className="w-full">
        {t("invitations.accept.signInAndJoin", { company: companyName })}
      </SubmitButton>
    </form>
  );
}
