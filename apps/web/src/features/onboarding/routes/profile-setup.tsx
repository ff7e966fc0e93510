import {
  dashboardPathFor,
  messages,
  type ProfileSetupInput,
  ProfileSetupInputSchema,
} from "@haulwise/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { Navigate, useNavigate } from "react-router";
import { useMe } from "@/api/get-me";
import { AuthLayout } from "@/components/auth-layout";
import { RoleRadioGroup } from "@/components/role-radio-group";
import { SubmitButton } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-error";
import { t } from "@/lib/i18n";
import { roleOf } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useSetupProfile } from "../api/setup-profile";

/** /profile-setup: a signed-in person without a profile picks a role and gives their name. */
export function ProfileSetupRoute() {
  const me = useMe();
  const navigate = useNavigate();
  const setup = useSetupProfile();
  const form = useForm<ProfileSetupInput>({
    resolver: zodResolver(ProfileSetupInputSchema),
    defaultValues: { firstName: "", lastName: "", role: "driver", companyName: "" },
  });
  const role = form.watch("role");

  if (me.data?.profile && !setup.isPending) {
    return <Navigate to={dashboardPathFor(roleOf(me.data))} replace />;
  }

  async function handleSubmit(values: ProfileSetupInput) {
    try {
      const updated = await setup.mutateAsync({
        ...values,
        companyName: values.role === "contractor" ? values.companyName : undefined,
      });
      toast.success(messages.account.profileUpdated);
      await navigate(dashboardPathFor(roleOf(updated)), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, messages.account.failedToUpdateProfile));
    }
  }

  return (
    <AuthLayout title={t("onboarding.setup.title")}>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{t("onboarding.setup.title")}</h1>
          <CardDescription>
            {me.data?.user.email
              ? `${t("onboarding.setup.signedInAs", { email: me.data.user.email })} `
              : null}
            {t("onboarding.setup.intro")}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                form={form}
                name="firstName"
                id="setup-first-name"
                label={t("public.signUp.firstName")}
              >
                {(control) => <Input {...control} autoComplete="given-name" />}
              </FormField>
              <FormField
                form={form}
                name="lastName"
                id="setup-last-name"
                label={t("public.signUp.lastName")}
              >
                {(control) => <Input {...control} autoComplete="family-name" />}
              </FormField>
            </div>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <RoleRadioGroup
                  idPrefix="setup-role"
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            {role === "contractor" ? (
              <FormField
                form={form}
                name="companyName"
                id="setup-company"
                label={t("public.signUp.companyName")}
                hint={t("onboarding.setup.companyHint")}
              >
                {(control) => <Input {...control} autoComplete="organization" />}
              </FormField>
            ) : null}
            <SubmitButton pending={setup.isPending}>{t("onboarding.setup.continue")}</SubmitButton>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
