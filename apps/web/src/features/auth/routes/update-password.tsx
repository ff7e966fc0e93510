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
import { t } from "@/lib/i18n";
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
      toast.error(errorMessage(error, t("auth.update.failed")));
      return;
    }
    // Every session ended with the reset, this browser's included.
    await navigate("/sign-in", { replace: true });
    forgetSession(queryClient);
    toast.success(t("auth.update.done"));
  }

  return (
    <AuthLayout
      title={t("auth.update.title")}
      backTo="/sign-in"
      backLabel={t("public.reset.backToSignIn")}
    >
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{t("auth.update.title")}</h1>
          <CardDescription>{t("auth.update.intro")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {linkInvalid ? (
            <>
              <Alert variant="destructive">
                <CircleAlertIcon aria-hidden="true" />
                <AlertTitle>{t("auth.update.invalidTitle")}</AlertTitle>
                <AlertDescription>{t("auth.update.invalidText")}</AlertDescription>
              </Alert>
              <Button asChild>
                <Link to="/reset-password">{t("auth.update.newLink")}</Link>
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
