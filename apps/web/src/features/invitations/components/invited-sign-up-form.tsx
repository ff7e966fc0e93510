import { SignUpFormSchema, type SignUpForm as SignUpInput } from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { NewPasswordFields } from "@/components/new-password-fields";
import { SubmitButton } from "@/components/ui/button";
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
      <NewPasswordFields
        form={form}
        id="invite"
        names={{ password: "password", confirm: "confirmPassword" }}
        labels={{ password: t("public.password"), confirm: t("public.signUp.confirmPassword") }}
      />
      <FieldError message={formError} />
      <SubmitButton pending={pending} className="w-full">
        {t("invitations.accept.createAndJoin", { company: companyName })}
      </SubmitButton>
    </form>
  );
}
