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
        return { ok: false, currentPasswordError: "Your current password is not correct" };
      }
      toast.error(errorMessage(error, messages.account.failedToChangePassword));
      return { ok: false };
    }
  }

  async function handleDelete(confirmEmail: string) {
    try {
      await deleteAccount.mutateAsync({ confirmEmail });
    } catch (error) {
      toast.error(errorMessage(error, "Failed to delete account"));
      return;
    }
    toast.success("Your account has been deleted. You have been signed out.");
    await navigate("/", { replace: true, state: sessionEndedState });
  }

  return (
    <div className="grid gap-6">
      <PageHeader title="Account Settings" description={`${name} · ${me.data.user.email}`} />
      <Tabs defaultValue="profile">
        <TabsList>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="password">Password</TabsTrigger>
          <TabsTrigger value="danger">Danger Zone</TabsTrigger>
        </TabsList>

        <TabsContent value="profile" className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Pictures</CardTitle>
              <CardDescription>PNG, JPEG, WebP or GIF, smaller than 5 MB.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-8">
              <ImageUpload
                title="Profile picture"
                description="Shown in the top bar and to the people you work with."
                name={name}
                currentSrc={profile.avatarUrl}
                chooseLabel="Choose picture"
                pending={uploadAvatar.isPending}
                onUpload={(file) => handleUpload("avatar", file)}
              />
              {isContractor ? (
                <>
                  <Separator />
                  <ImageUpload
                    title="Company logo"
                    description={`The logo of ${profile.companyName ?? "your company"}, shown to your drivers.`}
                    name={profile.companyName ?? name}
                    currentSrc={profile.companyLogoUrl}
                    shape="square"
                    chooseLabel="Choose logo"
                    pending={uploadLogo.isPending}
                    onUpload={(file) => handleUpload("logo", file)}
                  />
                </>
              ) : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Details</CardTitle>
              <CardDescription>How you appear in Haulwise.</CardDescription>
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
              <CardTitle>Email address</CardTitle>
              <CardDescription>
                You sign in with {me.data.user.email}. To use another address, we first confirm you
                can receive mail there.
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
                    toast.error(errorMessage(error, "Could not start the email change"));
                    return false;
                  }
                }}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>This device</CardTitle>
              <CardDescription>
                What this browser lets Haulwise do. Each device and browser asks separately.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <DevicePermissions userRole={profile.role} />
            </CardContent>
          </Card>
          {profile.role === "driver" ? driverSettings : null}
          <Card>
            <CardHeader>
              <CardTitle>Role</CardTitle>
              <CardDescription>
                You use Haulwise as a {profile.role ?? "member"}. Changing it changes the screens
                you see.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <Link to="/select-role?change=1">Change role</Link>
              </Button>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="password">
          <Card>
            <CardHeader>
              <CardTitle>Change password</CardTitle>
              <CardDescription>
                Other devices are signed out when your password changes.
              </CardDescription>
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
