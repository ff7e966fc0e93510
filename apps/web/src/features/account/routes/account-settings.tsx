import { messages } from "@haulwise/domain";
import type * as React from "react";
import { Link, useNavigate } from "react-router";
import { useMe } from "@/api/get-me";
import { LoadingScreen } from "@/components/loading-screen";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage, isApiError } from "@/lib/api-error";
import { ALL_PARTS, activateLanguage, rememberChosenLanguage, useT } from "@/lib/i18n";
import { displayNameOfMe, sessionEndedState } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useChangeEmail } from "../api/change-email";
import { useChangePassword } from "../api/change-password";
import { useDeleteAccount } from "../api/delete-account";
import { useUpdateProfile } from "../api/update-profile";
import { useUploadImage } from "../api/upload-image";
import { ChangeEmailForm } from "../components/change-email-form";
import { ChangePasswordForm, type ChangePasswordOutcome } from "../components/change-password-form";
import { DangerZone } from "../components/danger-zone";
import { DevicePermissions } from "../components/device-permissions";
import { ImageUpload } from "../components/image-upload";
import { LanguageSetting } from "../components/language-setting";
import { ProfileForm } from "../components/profile-form";

/** The server's own words for 413/415 (size, type) are the spec's; anything else gets ours. */
function uploadFailure(error: unknown, fallback: string) {
  if (isApiError(error) && (error.status === 413 || error.status === 415 || error.status === 400)) {
    return error.message;
  }
  return fallback;
}

/**
 * /account-settings: tabs Profile, Password, Danger Zone (spec part 1 §2). Other features'
 * settings for drivers come in through `driverSettings`, composed by the app's route.
 */
export function AccountSettingsRoute({
  driverSettings,
}: {
  driverSettings?: React.ReactNode;
} = {}) {
  const me = useMe();
  const t = useT();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const uploadAvatar = useUploadImage("avatar");
  const uploadLogo = useUploadImage("company-logo");
  const changePassword = useChangePassword();
  const deleteAccount = useDeleteAccount();
  const changeEmail = useChangeEmail();

  const profile = me.data?.profile;
  if (!me.data || !profile) return <LoadingScreen />;
  const name = displayNameOfMe(me.data);
  const isContractor = profile.role === "contractor";

  async function handleUpload(kind: "avatar" | "logo", file: File) {
    const mutation = kind === "avatar" ? uploadAvatar : uploadLogo;
    try {
      await mutation.mutateAsync(file);
      toast.success(
        kind === "avatar" ? messages.storage.avatarUpdated : messages.storage.logoUpdated,
      );
    } catch (error) {
      toast.error(
        uploadFailure(
          error,
          kind === "avatar"
            ? messages.storage.failedAvatarUpload
            : messages.storage.failedLogoUpload,
        ),
      );
      throw error;
    }
  }

  async function handleChangePassword(values: {
    currentPassword: string;
    newPassword: string;
  }): Promise<ChangePasswordOutcome> {
    try {
      await changePassword.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      toast.success(messages.account.passwordChanged);
      return { ok: true };
    } catch (error) {
      if (isApiError(error) && error.code === "INVALID_PASSWORD") {
        return { ok: false, currentPasswordError: t("account.password.currentWrong") };
      }
      toast.error(errorMessage(error, messages.account.failedToChangePassword));
      return { ok: false };
    }
  }

  async function handleDelete(confirmEmail: string) {
    try {
      await deleteAccount.mutateAsync({ confirmEmail });
    } catch (error) {
      toast.error(errorMessage(error, t("account.delete.failed")));
      return;
    }
    toast.success(t("account.delete.done"));
    await navigate("/", { replace: true, state: sessionEndedState });
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("shell.accountSettings")}
        description={`${name} · ${me.data.user.email}`}
      />
      <Tabs defaultValue="profile">
        <TabsList>
          <TabsTrigger value="profile">{t("account.tabs.profile")}</TabsTrigger>
          <TabsTrigger value="password">{t("account.tabs.password")}</TabsTrigger>
          <TabsTrigger value="danger">{t("account.tabs.danger")}</TabsTrigger>
        </TabsList>

        <TabsContent value="profile" className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t("account.pictures.title")}</CardTitle>
              <CardDescription>{t("account.pictures.description")}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-8">
              <ImageUpload
                title={t("account.pictures.avatar")}
                description={t("account.pictures.avatarDescription")}
                name={name}
                currentSrc={profile.avatarUrl}
                chooseLabel={t("account.pictures.chooseAvatar")}
                pending={uploadAvatar.isPending}
                onUpload={(file) => handleUpload("avatar", file)}
              />
              {isContractor ? (
                <>
                  <Separator />
                  <ImageUpload
                    title={t("account.pictures.logo")}
                    description={
                      profile.companyName
                        ? t("account.pictures.logoDescription", { company: profile.companyName })
                        : t("account.pictures.logoDescriptionYours")
                    }
                    name={profile.companyName ?? name}
                    currentSrc={profile.companyLogoUrl}
                    shape="square"
                    chooseLabel={t("account.pictures.chooseLogo")}
                    pending={uploadLogo.isPending}
                    onUpload={(file) => handleUpload("logo", file)}
                  />
                </>
              ) : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t("account.details.title")}</CardTitle>
              <CardDescription>{t("account.details.description")}</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileForm
                profile={profile}
                pending={updateProfile.isPending}
                onSubmit={async (values) => {
                  try {
                    await updateProfile.mutateAsync(values);
                    toast.success(messages.account.profileUpdated);
                  } catch (error) {
                    toast.error(errorMessage(error, messages.account.failedToUpdateProfile));
                  }
                }}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t("settings.language.title")}</CardTitle>
              <CardDescription>{t("settings.language.description")}</CardDescription>
            </CardHeader>
            <CardContent>
              <LanguageSetting
                chosen={profile.language}
                pending={updateProfile.isPending}
                onChoose={async (language) => {
                  try {
                    await updateProfile.mutateAsync({ language });
                    rememberChosenLanguage(language);
                    await activateLanguage(language, ALL_PARTS);
                    toast.success(t("settings.language.saved"));
                  } catch (error) {
                    toast.error(errorMessage(error, messages.account.failedToUpdateProfile));
                  }
                }}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t("account.email.title")}</CardTitle>
              <CardDescription>
                {t("account.email.description", { email: me.data.user.email })}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ChangeEmailForm
                currentEmail={me.data.user.email}
                pending={changeEmail.isPending}
                onSubmit={async (newEmail) => {
                  try {
                    await changeEmail.mutateAsync(newEmail);
                    return true;
                  } catch (error) {
                    toast.error(errorMessage(error, t("account.email.failed")));
                    return false;
                  }
                }}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t("account.device.title")}</CardTitle>
              <CardDescription>{t("account.device.description")}</CardDescription>
            </CardHeader>
            <CardContent>
              <DevicePermissions userRole={profile.role} />
            </CardContent>
          </Card>
          {profile.role === "driver" ? driverSettings : null}
          <Card>
            <CardHeader>
              <CardTitle>{t("account.role.title")}</CardTitle>
              <CardDescription>
                {t("account.role.description", { role: profile.role ?? "member" })}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <Link to="/select-role?change=1">{t("account.role.change")}</Link>
              </Button>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="password">
          <Card>
            <CardHeader>
              <CardTitle>{t("account.password.title")}</CardTitle>
              <CardDescription>{t("account.password.description")}</CardDescription>
            </CardHeader>
            <CardContent>
              <ChangePasswordForm
                onSubmit={handleChangePassword}
                pending={changePassword.isPending}
              />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="danger">
          <DangerZone
            email={me.data.user.email}
            onDelete={handleDelete}
            pending={deleteAccount.isPending}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
