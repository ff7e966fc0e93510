import { messages } from "@haulwise/domain";
import { Loader2Icon, MailOpenIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthLayout } from "@/components/auth-layout";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useResendVerification } from "../api/resend-verification";

/** /verify: the waiting screen while the person opens the verification e-mail. */
export function VerifyRoute() {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [error, setError] = useState<string>();
  const resend = useResendVerification();

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(translateMessage(messages.validation.enterEmail));
      return;
    }
    setError(undefined);
    resend.mutate(address, {
      onSuccess: () => toast.success(t("public.signIn.checkInboxText", { email: address })),
      onError: (cause) => toast.error(errorMessage(cause, t("public.signIn.resendFailed"))),
    });
  }

  return (
    <AuthLayout
      title={t("auth.verify.title")}
      backTo="/sign-in"
      backLabel={t("public.reset.backToSignIn")}
    >
      <Card>
        <CardHeader className="justify-items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <MailOpenIcon aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold">{t("auth.verify.title")}</h1>
          <CardDescription>{t("auth.verify.intro")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={handleSubmit} className="grid gap-4">
            <p className="text-sm text-muted-foreground">{t("auth.verify.nothing")}</p>
            <Field id="verify-email" label={t("public.email")} error={error}>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </Field>
            <Button type="submit" variant="outline" disabled={resend.isPending}>
              {resend.isPending ? (
                <Loader2Icon aria-hidden="true" className="animate-spin" />
              ) : null}
              {t("public.signIn.resend")}
            </Button>
          </form>
        </CardContent>
        <CardFooter className="justify-center">
          <Button asChild variant="link">
            <Link to="/sign-in">{t("public.reset.backToSignIn")}</Link>
          </Button>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
