import { authMessages, type ResetPasswordRequest } from "@haulwise/domain";
import { MailCheckIcon } from "lucide-react";
import { useState, useTransition } from "react";
import { AuthLayout } from "@/components/auth-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { ScreenLink } from "@/lib/public-screen";
import { toast } from "@/lib/toast";
import { requestPasswordReset } from "../api/request-password-reset";
import { ResetPasswordForm } from "../components/reset-password-form";

export function ResetPasswordRoute() {
  const [pending, startRequest] = useTransition();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function handleSubmit(request: ResetPasswordRequest) {
    startRequest(() => submit(request));
  }

  async function submit({ email }: ResetPasswordRequest) {
    try {
      await requestPasswordReset(email);
      // Inline rather than a toast: it stays while the person switches to their mailbox.
      setSentTo(email);
    } catch (error) {
      toast.error(errorMessage(error, authMessages.errorSendingReset));
    }
  }

  return (
    <AuthLayout
      title={t("public.reset.pageTitle")}
      backTo="/sign-in"
      backLabel={t("public.reset.backToSignIn")}
    >
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{t("public.reset.title")}</h1>
          <CardDescription>{t("public.reset.intro")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {sentTo ? (
            <Alert>
              <MailCheckIcon aria-hidden="true" />
              <AlertTitle>{translateMessage(authMessages.checkEmailForReset)}</AlertTitle>
              <AlertDescription>{t("public.reset.sent", { email: sentTo })}</AlertDescription>
            </Alert>
          ) : null}
          <ResetPasswordForm onSubmit={handleSubmit} pending={pending} />
        </CardContent>
        <CardFooter className="justify-center">
          <Button asChild variant="link">
            <ScreenLink to="/sign-in">{t("public.reset.backToSignIn")}</ScreenLink>
          </Button>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
