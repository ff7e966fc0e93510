import { SignUpFormSchema, type SignUpForm as SignUpInput } from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { Field, FieldError, fieldA11y } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

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
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="invite-first-name" label="First name" error={errors.firstName?.message}>
          <Input
            {...fieldA11y("invite-first-name", errors.firstName?.message)}
            autoComplete="given-name"
            {...form.register("firstName")}
          />
        </Field>
        <Field id="invite-last-name" label="Last name" error={errors.lastName?.message}>
          <Input
            {...fieldA11y("invite-last-name", errors.lastName?.message)}
            autoComplete="family-name"
            {...form.register("lastName")}
          />
        </Field>
      </div>
      <Field id="invite-email" label="Email" hint="The invitation is for this address.">
        <Input id="invite-email" type="email" value={email} readOnly aria-readonly />
      </Field>
      <Field
        id="invite-password"
        label="Password"
        error={errors.password?.message}
        hint="At least 6 characters."
      >
        <PasswordInput
          {...fieldA11y("invite-password", errors.password?.message)}
          autoComplete="new-password"
          {...form.register("password")}
        />
      </Field>
      <Field
        id="invite-confirm-password"
        label="Confirm password"
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          {...fieldA11y("invite-confirm-password", errors.confirmPassword?.message)}
          autoComplete="new-password"
          {...form.register("confirmPassword")}
        />
      </Field>
      <FieldError message={formError} />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
        Create account and join {companyName}
      </Button>
    </form>
  );
}
