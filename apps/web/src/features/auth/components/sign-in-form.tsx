import {
  SignInFormSchema,
  type SignInForm as SignInValues,
  validationMessages,
} from "@haulwise/domain";
import type * as React from "react";
import { useRef, useState } from "react";
import { PasswordInput } from "@/components/password-input";
import { Button, SubmitButton } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { t } from "@/lib/i18n";
import { ScreenLink } from "@/lib/public-screen";

type Errors = Partial<Record<keyof SignInValues, string>>;

/** The form's fields as typed, checked by the domain's schema. */
function check(form: HTMLFormElement) {
  const data = new FormData(form);
  const result = SignInFormSchema.safeParse({
    email: data.get("email") ?? "",
    password: data.get("password") ?? "",
  });
  if (result.success) return { values: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SignInValues;
    errors[field] ??= issue.message;
  }
  return { values: null, errors };
}

export type SignInFormProps = {
  onSubmit: (values: SignInValues) => Promise<void> | void;
  pending?: boolean;
  defaultEmail?: string;
  /** Offered when a verification link failed: re-sends it to the address typed above. */
  onResendVerification?: (email: string) => void;
  resendPending?: boolean;
};

/**
 * Two fields checked by the domain's schema when sent, and again as they change once a send
 * has failed. It runs on the pre-rendered sign-in page, before any of the app's libraries
 * have loaded, so it holds its fields in the form itself rather than in react-hook-form.
 */
export function SignInForm({
  onSubmit,
  pending = false,
  defaultEmail = "",
  onResendVerification,
  resendPending = false,
}: SignInFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const [resendError, setResendError] = useState<string>();
  // Both rules share one message, so it is shown once for the form rather than under each field.
  const formError = errors.email ?? errors.password;

  function handleResend() {
    const email = String(new FormData(formRef.current ?? undefined).get("email") ?? "").trim();
    if (!email) {
      setResendError(validationMessages.enterEmail);
      return;
    }
    setResendError(undefined);
    onResendVerification?.(email);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSent(true);
        const { values, errors: found } = check(event.currentTarget);
        setErrors(found);
        if (values) {
          void onSubmit(values);
          return;
        }
        const first = Object.keys(found)[0];
        if (first)
          event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      }}
      onChange={(event) => {
        if (sent) setErrors(check(event.currentTarget).errors);
      }}
      className="grid gap-4"
      aria-describedby={formError ? "sign-in-error" : undefined}
    >
      <div className="grid gap-2">
        <Label htmlFor="sign-in-email">{t("public.email")}</Label>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          name="email"
          defaultValue={defaultEmail}
          aria-invalid={errors.email ? true : undefined}
        />
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="sign-in-password">{t("public.password")}</Label>
          <ScreenLink
            to="/reset-password"
            className="rounded-sm text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            {t("public.signIn.forgot")}
          </ScreenLink>
        </div>
        <PasswordInput
          id="sign-in-password"
          autoComplete="current-password"
          name="password"
          aria-invalid={errors.password ? true : undefined}
        />
      </div>
      <FieldError id="sign-in-error" message={formError} />
      <SubmitButton pending={pending} className="w-full">
        {t("public.signIn.title")}
      </SubmitButton>
      {onResendVerification ? (
        <div className="grid gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={handleResend}
            disabled={resendPending}
            className="w-full"
          >
            {t("public.signIn.resend")}
          </Button>
          <FieldError message={resendError} />
        </div>
      ) : null}
    </form>
  );
}
