import { messages, type ResetPasswordRequest } from "@haulwise/domain";
import { MailCheckIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { AuthLayout } from "@/components/auth-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-error";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { ResetPasswordForm } from "../components/reset-password-form";

export function ResetPasswordRoute() {
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSubmit({ email }: ResetPasswordRequest) {
    try {
      await requestReset.mutateAsync(email);
      // Inline rather than a toast: it stays while the person switches to their mailbox.
      setSentTo(email);
    } catch (error) {
      toast.error(errorMessage(error, messages.auth.errorSendingReset));
    }
  }

  return (
    <AuthLayout title="Reset password" backTo="/sign-in" backLabel="Back to Sign In">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">Reset your password</h1>
          <CardDescription>
            Enter the email you signed up with and we will send you a link to choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {sentTo ? (
            <Alert>
              <MailCheckIcon aria-hidden="true" />
              <AlertTitle>{messages.auth.checkEmailForReset}</AlertTitle>
              <AlertDescription>
                If {sentTo} has a Haulwise account, the link is on its way. It works for one hour.
              </AlertDescription>
            </Alert>
          ) : null}
          <ResetPasswordForm onSubmit={handleSubmit} pending={requestReset.isPending} />
        </CardContent>
        <CardFooter className="justify-center">
          <Button asChild variant="link">
            <Link to="/sign-in">Back to Sign In</Link>
          </Button>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
