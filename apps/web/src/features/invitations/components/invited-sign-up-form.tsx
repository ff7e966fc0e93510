import { SignUpFormSchema, type SignUpForm as SignUpInput } from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { t } from "@/lib/i18n";

export type InvitedSignUpValues = z.output<typeof SignUpFormSchema>;

export type InvitedSignUpFormProps = {
  /** The invited address: the account must use it, so it is shown but not editable. */
  email: string;
  companyName: string;
  onSubmit: (values: InvitedSignUpValues) => Promise<void> | void;
  pending?: boolean;
  formError?: string | undefined;
};

/** Sign-up for an invited driver: the sign-up form's rules, with address and role fixed. */
export function InvitedSignUpForm({
  email,
  companyName,
  onSubmit,
  pending = false,
  formError,
}: InvitedSignUpFormProps) {
  const form = useForm<SignUpInput, unknown, InvitedSignUpValues>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      email,
      password: "",
      confirmPassword: "",
      role: "driver",
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="firstName"
          id="invite-first-name"
          label={t("public.signUp.firstName")}
        >
          {(control) => <Input {...control} autoComplete="given-name" />}
        </FormField>
        <FormField
          form={form}
          name="lastName"
          id="invite-last-name"
          label={t("public.signUp.lastName")}
        >
          {(control) => <Input {...control} autoComplete="family-name" />}
        </FormField>
      </div>
      <Field
        id="invite-email"
        label={t("public.email")}
        hint={t("invitations.accept.forThisAddress")}
      >
        <Input id="invite-email" type="email" value={email} readOnly aria-readonly />
      </Field>
      <FormField
        form={form}
        name="password"
        id="invite-password"
        label={t("public.password")}
        hint={t("public.signUp.passwordHint")}
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <FormField
        form={form}
        name="confirmPassword"
        id="invite-confirm-password"
        label={t("public.signUp.confirmPassword")}
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <FieldError message={formError} />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
        {t("invitations.accept.createAndJoin", { company: companyName })}
      </Button>
    </form>
  );
}
