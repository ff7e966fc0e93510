import {
  type ErrorIssue,
  type SelectableRole,
  SignUpFormSchema,
  type SignUpForm as SignUpInput,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type * as React from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { NewPasswordFields } from "@/components/new-password-fields";
import { RoleRadioGroup } from "@/components/role-radio-group";
import { SubmitButton } from "@/components/ui/button";
import { FieldError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useServerIssues } from "@/lib/form-issues";
import { t } from "@/lib/i18n";

export type SignUpValues = z.output<typeof SignUpFormSchema>;

const fieldNames = [
  "firstName",
  "lastName",
  "email",
  "password",
  "confirmPassword",
  "role",
  "companyName",
] as const;

export type SignUpFormProps = {
  onSubmit: (values: SignUpValues) => Promise<void> | void;
  pending?: boolean;
  defaultRole?: SelectableRole;
  /** Field problems the server found; shown under their fields. */
  serverIssues?: ErrorIssue[];
  formError?: string | undefined;
  /** The Terms of Service and Privacy Policy triggers. */
  legal?: React.ReactNode;
};

export function SignUpForm({
  onSubmit,
  pending = false,
  defaultRole = "driver",
  serverIssues,
  formError,
  legal,
}: SignUpFormProps) {
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      confirmPassword: "",
      role: defaultRole,
      companyName: "",
    },
  });
  const { errors } = form.formState;
  const role = form.watch("role");

  useServerIssues(form.setError, serverIssues, fieldNames);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        await onSubmit(values);
      })}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="firstName"
          id="sign-up-first-name"
          label={t("public.signUp.firstName")}
        >
          {(control) => <Input {...control} autoComplete="given-name" />}
        </FormField>
        <FormField
          form={form}
          name="lastName"
          id="sign-up-last-name"
          label={t("public.signUp.lastName")}
        >
          {(control) => <Input {...control} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField form={form} name="email" id="sign-up-email" label={t("public.email")}>
        {(control) => <Input {...control} type="email" inputMode="email" autoComplete="email" />}
      </FormField>
      <NewPasswordFields
        form={form}
        id="sign-up"
        names={{ password: "password", confirm: "confirmPassword" }}
        labels={{ password: t("public.password"), confirm: t("public.signUp.confirmPassword") }}
      />
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <RoleRadioGroup
            idPrefix="sign-up-role"
            value={field.value ?? "driver"}
            onChange={field.onChange}
          />
        )}
      />
      <FieldError message={errors.role?.message} />
      {role === "contractor" ? (
        <FormField
          form={form}
          name="companyName"
          id="sign-up-company"
          label={t("public.signUp.companyName")}
          hint={t("public.signUp.companyHint")}
        >
          {(control) => <Input {...control} autoComplete="organization" />}
        </FormField>
      ) : null}
      {legal}
      <FieldError message={formError} />
      <SubmitButton pending={pending} className="w-full">
        {t("public.signUp.submit")}
      </SubmitButton>
    </form>
  );
}
