import { dashboardPathFor, type InvitationPreview, messages } from "@haulwise/domain";
import { useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
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
      title: "This verification link has expired",
      text: "Sign in below and we will send you a new one.",
    };
  }
  if (code) {
    return {
      kind: "error",
      title: "This verification link is not valid",
      text: "It may have been used already. Sign in below; if your email still needs verifying we will send a new link.",
    };
  }
  return {
    kind: "info",
    title: "Your email is verified",
    text: `Sign in to join ${company}.`,
  };
}

/** The invitation link's frame: no shell, one card, like the other screens reached by e-mail. */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <AuthLayout title="Driver invitation" backTo="/">
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
            <Link to={dashboardPathFor(roleOf(me.data))}>Go to your dashboard</Link>
          ) : (
            <Link to="/sign-in">Go to Sign In</Link>
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
      return <ClosedInvitation title="Invitation not found" text={messages.invitations.notFound} />;
    }
    return (
      <Frame>
        <CardContent className="grid gap-4">
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>Could not open this invitation</AlertTitle>
            <AlertDescription>
              {errorMessage(preview.error, "Please check your connection and try again.")}
            </AlertDescription>
          </Alert>
          <Button variant="outline" onClick={() => preview.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Frame>
    );
  }

  const invitation = preview.data;
  if (invitation.status === "accepted") {
    return <ClosedInvitation title="Invitation already used" text={messages.invitations.used} />;
  }
  if (invitation.status === "revoked") {
    return (
      <ClosedInvitation
        title="Invitation withdrawn"
        text={messages.invitations.revokedLink(invitation.companyName)}
      />
    );
  }
  if (invitation.status === "expired") {
    return (
      <ClosedInvitation
        title="Invitation expired"
        text={messages.invitations.expired(invitation.companyName)}
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
      toast.success(messages.invitations.accepted(joined.companyName));
      await navigate(dashboardPathFor("driver"), { replace: true });
    } catch (error) {
      setNotice({
        kind: "error",
        title: "Could not accept the invitation",
        text: errorMessage(error, "Please try again."),
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
          title: "Please verify your email first",
          text: messages.invitations.checkEmailToJoin(invitation.email, company),
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
          title: messages.auth.accountCreated,
          text: messages.invitations.checkEmailToJoin(invitation.email, company),
        }}
      />
    );
  } else if (me.data && signedInEmail !== invitation.email) {
    body = (
      <>
        <NoticeAlert
          notice={{
            kind: "error",
            title: "Signed in with another account",
            text: messages.invitations.wrongAccount(invitation.email),
          }}
        />
        <Button variant="outline" disabled={signOut.isPending} onClick={handleSignOut}>
          {signOut.isPending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
          Sign out of {me.data.user.email}
        </Button>
      </>
    );
  } else if (me.data && roleOf(me.data) !== "driver") {
    body = (
      <>
        <NoticeAlert
          notice={{
            kind: "error",
            title: "This account is not a driver account",
            text: messages.invitations.driversOnly,
          }}
        />
        <Button asChild variant="outline">
          <Link to="/select-role?change=1">Change role</Link>
        </Button>
      </>
    );
  } else if (me.data) {
    body = (
      <Button size="lg" className="w-full" disabled={accept.isPending} onClick={handleAccept}>
        {accept.isPending ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
        Accept invitation
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
        <h1 className="text-2xl font-bold">{company} invited you to drive with them</h1>
        <CardDescription>
          {invitation.invitedByName ? `${invitation.invitedByName} at ${company}` : company} invited{" "}
          <span className="font-medium text-foreground">{invitation.email}</span> to join as a
          driver. You will see their jobs, documents and routes. The link works until{" "}
          {format(new Date(invitation.expiresAt), "d MMMM yyyy")}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {notice && !signedUp ? <NoticeAlert notice={notice} /> : null}
        {body}
      </CardContent>
    </Frame>
  );
}
