import { messages, SignInFormSchema, type SignInForm as SignInValues } from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export type SignInFormProps = {
  onSubmit: (values: SignInValues) => Promise<void> | void;
  pending?: boolean;
  defaultEmail?: string;
  /** Offered when a verification link failed: re-sends it to the address typed above. */
  onResendVerification?: (email: string) => void;
  resendPending?: boolean;
};

export function SignInForm({
  onSubmit,
  pending = false,
  defaultEmail = "",
  onResendVerification,
  resendPending = false,
}: SignInFormProps) {
  const form = useForm<SignInValues>({
    resolver: zodResolver(SignInFormSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const [resendError, setResendError] = useState<string>();
  const { errors } = form.formState;
  // Both rules share one message, so it is shown once for the form rather than under each field.
  const formError = errors.email?.message ?? errors.password?.message;

  function handleResend() {
    const email = form.getValues("email").trim();
    if (!email) {
      setResendError(messages.validation.enterEmail);
      return;
    }
    setResendError(undefined);
    onResendVerification?.(email);
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        await onSubmit(values);
      })}
      className="grid gap-4"
      aria-describedby={formError ? "sign-in-error" : undefined}
    >
      <div className="grid gap-2">
        <Label htmlFor="sign-in-email">Email</Label>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          {...form.register("email")}
        />
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="sign-in-password">Password</Label>
          <Link
            to="/reset-password"
            className="rounded-sm text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            Forgot password
          </Link>
        </div>
        <PasswordInput
          id="sign-in-password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          {...form.register("password")}
        />
      </div>
      <FieldError id="sign-in-error" message={formError} />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
        Sign in
      </Button>
      {onResendVerification ? (
        <div className="grid gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={handleResend}
            disabled={resendPending}
            className="w-full"
          >
            Resend verification email
          </Button>
          <FieldError message={resendError} />
        </div>
      ) : null}
    </form>
  );
}
