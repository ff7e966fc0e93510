import { dashboardPathFor, type InvitationPreview, messages } from "@haulwise/domain";
import { useQueryClient } from "@tanstack/react-query";
import { CircleAlertIcon, Loader2Icon, TruckIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { fetchFreshMe, useMe } from "@/api/get-me";
import { useSignIn } from "@/api/sign-in";
import { useSignOut } from "@/api/sign-out";
import { useSignUp } from "@/api/sign-up";
import { AuthLayout } from "@/components/auth-layout";
import { LoadingScreen } from "@/components/loading-screen";
import { type Notice, NoticeAlert } from "@/components/notice-alert";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { errorMessage, isApiError } from "@/lib/api-error";
import { localDate } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { forgetSession, roleOf } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useAcceptInvitation } from "../api/accept-invitation";
import { invitationReturnPath, useInvitationPreview } from "../api/get-invitation-preview";
import { InvitedSignInForm } from "../components/invited-sign-in-form";
import { InvitedSignUpForm, type InvitedSignUpValues } from "../components/invited-sign-up-form";

/** The verification link's outcome, as the server adds it to the address it returns to. */
function verificationNotice(params: URLSearchParams, company: string): Notice | null {
  if (params.get("verified") !== "true") return null;
  const code = params.get("error");
  if (code === "TOKEN_EXPIRED") {
    return {
      kind: "error",
      title: t("public.signIn.expiredTitle"),
      text: t("invitations.accept.expiredText"),
    };
  }
  if (code) {
    return {
      kind: "error",
      title: t("public.signIn.invalidTitle"),
      text: t("invitations.accept.invalidText"),
    };
  }
  return {
    kind: "info",
    title: t("invitations.accept.verifiedTitle"),
    text: t("invitations.accept.verifiedText", { company }),
  };
}

/** The invitation link's frame: no shell, one card, like the other screens reached by e-mail. */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <AuthLayout title={t("invitations.accept.pageTitle")} backTo="/">
      <Card>{children}</Card>
    </AuthLayout>
  );
}

/** A link that can no longer be used: why, and what to do instead. */
function ClosedInvitation({ title, text }: { title: string; text: string }) {
  const me = useMe();
  return (
    <Frame>
      <CardHeader>
        <h1 className="text-2xl font-bold">{title}</h1>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden="true" />
          <AlertDescription>{text}</AlertDescription>
        </Alert>
        <Button asChild variant="outline" className="w-full">
          {me.data?.profile ? (
            <Link to={dashboardPathFor(roleOf(me.data))}>
              {t("invitations.accept.goToDashboard")}
            </Link>
          ) : (
            <Link to="/sign-in">{t("public.signUp.goToSignIn")}</Link>
          )}
        </Button>
      </CardContent>
    </Frame>
  );
}

/** /invitations/:token, the link in an invitation e-mail (spec part 2: /drivers/invite's other half). */
export function AcceptInvitationRoute() {
  const { token = "" } = useParams();
  const preview = useInvitationPreview(token);
  const me = useMe();

  if (preview.isPending || me.isPending) return <LoadingScreen />;
  if (preview.isError) {
    // A link the server cannot even read is, to the person holding it, just not a valid link.
    if (
      isApiError(preview.error) &&
      (preview.error.status === 404 || preview.error.code === "VALIDATION_FAILED")
    ) {
      return (
        <ClosedInvitation
          title={t("invitations.accept.notFound")}
          text={translateMessage(messages.invitations.notFound)}
        />
      );
    }
    return (
      <Frame>
        <CardContent className="grid gap-4">
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>{t("invitations.accept.openFailed")}</AlertTitle>
            <AlertDescription>
              {errorMessage(preview.error, t("common.checkConnection"))}
            </AlertDescription>
          </Alert>
          <Button variant="outline" onClick={() => preview.refetch()}>
            {t("common.tryAgain")}
          </Button>
        </CardContent>
      </Frame>
    );
  }

  const invitation = preview.data;
  if (invitation.status === "accepted") {
    return (
      <ClosedInvitation
        title={t("invitations.accept.used")}
        text={translateMessage(messages.invitations.used)}
      />
    );
  }
  if (invitation.status === "revoked") {
    return (
      <ClosedInvitation
        title={t("invitations.accept.withdrawn")}
        text={t("messages.invitations.revokedLink", { company: invitation.companyName })}
      />
    );
  }
  if (invitation.status === "expired") {
    return (
      <ClosedInvitation
        title={t("invitations.accept.expired")}
        text={t("messages.invitations.expired", { company: invitation.companyName })}
      />
    );
  }
  return <OpenInvitation token={token} invitation={invitation} />;
}

function OpenInvitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const accept = useAcceptInvitation(token);
  const signUp = useSignUp();
  const signIn = useSignIn();
  const signOut = useSignOut();
  const [notice, setNotice] = useState<Notice | null>(() =>
    verificationNotice(params, invitation.companyName),
  );
  const [formError, setFormError] = useState<string>();
  const [signedUp, setSignedUp] = useState(false);
  const company = invitation.companyName;

  async function handleAccept() {
    setFormError(undefined);
    try {
      const joined = await accept.mutateAsync();
      toast.success(t("messages.invitations.accepted", { company: joined.companyName }));
      await navigate(dashboardPathFor("driver"), { replace: true });
    } catch (error) {
      setNotice({
        kind: "error",
        title: t("invitations.accept.acceptFailed"),
        text: errorMessage(error, t("invitations.accept.tryAgain")),
      });
    }
  }

  /** Signs in with the invited address and joins; throws what signing in answered. */
  async function signInAndJoin(password: string) {
    await signIn.mutateAsync({
      email: invitation.email,
      password,
      callbackURL: invitationReturnPath(token),
    });
    const current = await fetchFreshMe(queryClient).catch(() => null);
    // Someone who chose to join has said yes; the server still checks everything.
    if (current && roleOf(current) === "driver") await handleAccept();
  }

  const unverified = (error: unknown) => isApiError(error) && error.code === "EMAIL_NOT_VERIFIED";

  async function handleSignUp(values: InvitedSignUpValues) {
    setFormError(undefined);
    try {
      await signUp.mutateAsync({
        email: invitation.email,
        password: values.password,
        firstName: values.firstName,
        lastName: values.lastName,
        role: "driver",
        callbackURL: invitationReturnPath(token),
        // The link came by e-mail to this address: it verifies the account, no second mail.
        invitationToken: token,
      });
    } catch (error) {
      setFormError(errorMessage(error, messages.auth.failedToCreateAccount));
      return;
    }
    try {
      await signInAndJoin(values.password);
    } catch (error) {
      // The invitation closed meanwhile: the address is verified the usual way.
      if (unverified(error)) setSignedUp(true);
      else setFormError(errorMessage(error, messages.auth.errorSigningIn));
    }
  }

  async function handleSignIn(password: string) {
    setFormError(undefined);
    setNotice(null);
    try {
      await signInAndJoin(password);
    } catch (error) {
      if (unverified(error)) {
        setNotice({
          kind: "info",
          title: t("public.signIn.verifyFirstTitle"),
          text: t("messages.invitations.checkEmailToJoin", { email: invitation.email, company }),
        });
        return;
      }
      setFormError(errorMessage(error, messages.auth.errorSigningIn));
    }
  }

  async function handleSignOut() {
    try {
      await signOut.mutateAsync();
      forgetSession(queryClient);
    } catch (error) {
      toast.error(errorMessage(error, messages.shell.errorSigningOut));
    }
  }

  const signedInEmail = me.data?.user.email.toLowerCase();
  let body: React.ReactNode;
  if (signedUp) {
    body = (
      <NoticeAlert
        notice={{
          kind: "info",
          title: translateMessage(messages.auth.accountCreated),
          text: t("messages.invitations.checkEmailToJoin", { email: invitation.email, company }),
        }}
      />
    );
  } else if (me.data && signedInEmail !== invitation.email) {
    body = (
      <>
        <NoticeAlert
          notice={{
            kind: "error",
            title: t("invitations.accept.otherAccount"),
            text: t("messages.invitations.wrongAccount", { email: invitation.email }),
          }}
        />
        <Button variant="outline" disabled={signOut.isPending} onClick={handleSignOut}>
          {signOut.isPending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          {t("invitations.accept.signOutOf", { email: me.data.user.email })}
        </Button>
      </>
    );
  } else if (me.data && roleOf(me.data) !== "driver") {
    body = (
      <>
        <NoticeAlert
          notice={{
            kind: "error",
            title: t("invitations.accept.notDriver"),
            text: translateMessage(messages.invitations.driversOnly),
          }}
        />
        <Button asChild variant="outline">
          <Link to="/select-role?change=1">{t("account.role.change")}</Link>
        </Button>
      </>
    );
  } else if (me.data) {
    body = (
      <Button size="lg" className="w-full" disabled={accept.isPending} onClick={handleAccept}>
        {accept.isPending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
        {t("invitations.accept.accept")}
      </Button>
    );
  } else if (invitation.hasAccount) {
    body = (
      <InvitedSignInForm
        email={invitation.email}
        companyName={company}
        onSubmit={handleSignIn}
        pending={signIn.isPending || accept.isPending}
        formError={formError}
      />
    );
  } else {
    body = (
      <InvitedSignUpForm
        email={invitation.email}
        companyName={company}
        onSubmit={handleSignUp}
        pending={signUp.isPending || signIn.isPending || accept.isPending}
        formError={formError}
      />
    );
  }

  return (
    <Frame>
      <CardHeader className="justify-items-center text-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <TruckIcon aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-bold">{t("invitations.accept.heading", { company })}</h1>
        <CardDescription>
          {invitation.invitedByName
            ? t("invitations.accept.inviterAt", { name: invitation.invitedByName, company })
            : company}{" "}
          {t("invitations.accept.invitedBefore")}{" "}
          <span className="font-medium text-foreground">{invitation.email}</span>{" "}
          {t("invitations.accept.invitedAfter", {
            date: localDate(new Date(invitation.expiresAt), "d MMMM yyyy", {
              day: "numeric",
              month: "long",
              year: "numeric",
            }),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {notice && !signedUp ? <NoticeAlert notice={notice} /> : null}
        {body}
      </CardContent>
    </Frame>
  );
}
