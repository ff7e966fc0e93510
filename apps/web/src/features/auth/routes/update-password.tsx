import type { UpdatePasswordForm as UpdatePasswordValues } from "@haulwise/domain";
import { useQueryClient } from "@tanstack/react-query";
import { CircleAlertIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthLayout } from "@/components/auth-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { errorMessage, isApiError } from "@/lib/api-error";
import { forgetSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useResetPassword } from "../api/reset-password";
import { UpdatePasswordForm } from "../components/update-password-form";

/** /update-password: where the reset e-mail's link lands with `?token=` (or `?error=`). */
export function UpdatePasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resetPassword = useResetPassword();
  const token = params.get("token");
  const [linkInvalid, setLinkInvalid] = useState(!token || params.has("error"));

  async function handleSubmit({ newPassword }: UpdatePasswordValues) {
    if (!token) return;
    try {
      await resetPassword.mutateAsync({ newPassword, token });
    } catch (error) {
      if (isApiError(error) && error.code === "INVALID_TOKEN") {
        setLinkInvalid(true);
        return;
      }
      toast.error(errorMessage(error, "Could not update your password. Please try again."));
      return;
    }
    // Every session ended with the reset, this browser's included.
    await navigate("/sign-in", { replace: true });
    forgetSession(queryClient);
    toast.success("Password updated. Please sign in with your new password.");
  }

  return (
    <AuthLayout title="Choose a new password" backTo="/sign-in" backLabel="Back to Sign In">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">Choose a new password</h1>
          <CardDescription>
            Pick a password you do not use anywhere else. Signing in again will be needed on every
            device.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {linkInvalid ? (
            <>
              <Alert variant="destructive">
                <CircleAlertIcon aria-hidden="true" />
                <AlertTitle>This reset link is invalid or has expired</AlertTitle>
                <AlertDescription>
                  Reset links work once, for one hour. Ask for a new one and use the newest e-mail.
                </AlertDescription>
              </Alert>
              <Button asChild>
                <Link to="/reset-password">Request a new link</Link>
              </Button>
            </>
          ) : (
            <UpdatePasswordForm onSubmit={handleSubmit} pending={resetPassword.isPending} />
          )}
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
