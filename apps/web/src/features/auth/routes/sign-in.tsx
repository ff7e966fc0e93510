import {
  authMessages,
  dashboardPathFor,
  type InstallInfo,
  installMessages,
  type SignInForm as SignInValues,
  VERIFIED_CALLBACK_URL,
} from "@haulwise/domain";
import { lazy, Suspense, useEffect, useRef, useState, useTransition } from "react";
import { getInstallInfo } from "@/api/get-install-info";
import { signIn } from "@/api/send-sign-in";
import { AuthLayout } from "@/components/auth-layout";
import { type Notice, NoticeAlert } from "@/components/notice-alert";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { errorMessage, isApiError } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import {
  ScreenLink,
  useScreenNavigation,
  useScreenSearchParams,
  useScreenSession,
} from "@/lib/public-screen";
import { returnPathFrom, roleOf } from "@/lib/session";
import { prepareToasts, toast } from "@/lib/toast";
import { SignInForm } from "../components/sign-in-form";

/** Only a demo install shows its sign-ins: their code is not part of every visitor's first load. */
const DemoSignIns = lazy(async () => ({
  default: (await import("../components/demo-sign-ins")).DemoSignIns,
}));

/** Spec part 1 §9: the pause between the welcome toast and the move to the dashboard. */
const WELCOME_REDIRECT_MS = 1000;
/** How long the welcome waits for the toaster's code at most before moving on anyway. */
const TOASTER_WAIT_MS = 3000;

/** The verification link's outcome, as the server adds it to the callback address. */
function linkProblem(code: string | null): Notice | null {
  if (code === "TOKEN_EXPIRED") {
    return {
      kind: "error",
      title: t("public.signIn.expiredTitle"),
      text: t("public.signIn.expiredText"),
    };
  }
  if (code) {
    return {
      kind: "error",
      title: t("public.signIn.invalidTitle"),
      text: t("public.signIn.invalidText"),
    };
  }
  return null;
}

export function SignInRoute() {
  const params = useScreenSearchParams();
  const { location, navigate } = useScreenNavigation();
  const session = useScreenSession();
  const [signingIn, startSignIn] = useTransition();
  const [resending, startResend] = useTransition();
  const submitted = useRef(false);
  const returnTo = returnPathFrom(location.state);
  const linkError = params.get("error");
  const [notice, setNotice] = useState<Notice | null>(() => linkProblem(linkError));
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const [install, setInstall] = useState<InstallInfo | null>(null);
  useEffect(() => {
    getInstallInfo()
      .then(setInstall)
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    // A bad link comes back as `?verified=true&error=...`: only a clean return means verified.
    if (params.get("verified") === "true" && !params.has("error")) {
      toast.success(t("public.signIn.verified"), { id: "email-verified" });
    }
  }, [params]);

  // An existing session goes straight on (spec part 1 §2, Sign in).
  const signedIn = !submitted.current && session.me ? session.me : null;
  useEffect(() => {
    if (!signedIn) return;
    const to = signedIn.profile
      ? (returnTo ?? dashboardPathFor(roleOf(signedIn)))
      : "/profile-setup";
    navigate(to, { replace: true });
  }, [signedIn, returnTo, navigate]);
  if (signedIn) return null;

  function handleSubmit(values: SignInValues) {
    startSignIn(() => submit(values));
  }

  async function submit(values: SignInValues) {
    setNotice(null);
    // The welcome toast is timed: it should not wait for its own code once signed in.
    void prepareToasts();
    submitted.current = true;
    try {
      await signIn({
        email: values.email.trim(),
        password: values.password,
        callbackURL: VERIFIED_CALLBACK_URL,
      });
    } catch (error) {
      submitted.current = false;
      if (isApiError(error) && error.code === "EMAIL_NOT_VERIFIED") {
        setNotice({
          kind: "info",
          title: t("public.signIn.verifyFirstTitle"),
          text: t("public.signIn.verifyFirstText", { email: values.email.trim() }),
        });
        return;
      }
      // Shown inline only: the alert is announced, and a toast would say the same thing twice.
      setNotice({
        kind: "error",
        title: t("public.signIn.failedTitle"),
        text: errorMessage(error, authMessages.errorSigningIn),
      });
      return;
    }
    try {
      const current = await session.refresh();
      const role = roleOf(current);
      if (!current?.profile) {
        toast.success(t("messages.auth.loggedInAs", { role }));
        toast.info(authMessages.completeProfileSetup);
        navigate("/profile-setup", { replace: true });
        return;
      }
      if (returnTo) {
        toast.success(t("messages.auth.loggedInAs", { role }));
        navigate(returnTo, { replace: true });
        return;
      }
      welcome(t("messages.auth.loggedInAs", { role }), dashboardPathFor(role));
    } catch {
      // Spec part 1 §4: when the role lookup fails, the general dashboard is the way in.
      welcome(t("messages.auth.loggedInAs", { role: null }), "/dashboard");
    }
  }

  /** Spec part 1 §4: 'Welcome! Redirecting to your dashboard', 'Go Now', then 1 s later anyway. */
  function welcome(title: string, to: string) {
    setRedirecting(true);
    let gone = false;
    const go = () => {
      if (gone) return;
      gone = true;
      window.clearTimeout(redirectTimer.current);
      navigate(to, { replace: true });
    };
    // The second counts from when the toast is on screen; a toaster that cannot load holds
    // nobody back for long.
    const toasterLoadWait = new Promise((resolve) => setTimeout(resolve, TOASTER_WAIT_MS));
    void Promise.race([prepareToasts(), toasterLoadWait]).then(() => {
      toast.success(title, {
        id: "welcome",
        description: authMessages.welcomeRedirecting,
        action: { label: translateMessage(authMessages.goNow), onClick: go },
      });
      redirectTimer.current = window.setTimeout(go, WELCOME_REDIRECT_MS);
    });
  }

  function handleResend(email: string) {
    startResend(async () => {
      try {
        // Few visitors ever resend: its code is not part of every first load.
        const { resendVerification } = await import("../api/send-verification-email");
        await resendVerification(email);
        setNotice({
          kind: "info",
          title: t("public.signIn.checkInboxTitle"),
          text: t("public.signIn.checkInboxText", { email }),
        });
      } catch (error) {
        toast.error(errorMessage(error, t("public.signIn.resendFailed")));
      }
    });
  }

  const role = params.get("role");
  return (
    <AuthLayout title={t("public.signIn.title")} backTo="/">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{t("public.signIn.title")}</h1>
          <CardDescription>
            {role === "driver" || role === "contractor"
              ? t("public.signIn.welcomeAs", { role })
              : t("public.signIn.welcome")}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {notice ? <NoticeAlert notice={notice} /> : null}
          {install?.demo && install.demo.accounts.length > 0 ? (
            <Suspense fallback={null}>
              <DemoSignIns
                accounts={install.demo.accounts}
                onChoose={(account) =>
                  handleSubmit({ email: account.email, password: account.password })
                }
                pending={signingIn || redirecting}
              />
            </Suspense>
          ) : null}
          {install?.firstRun ? (
            <Alert>
              <AlertTitle>{translateMessage(installMessages.firstRunTitle)}</AlertTitle>
              <AlertDescription>
                <p>{translateMessage(installMessages.firstRunText)}</p>
                <ScreenLink
                  to="/sign-up?role=contractor"
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {translateMessage(installMessages.firstRunAction)}
                </ScreenLink>
              </AlertDescription>
            </Alert>
          ) : null}
          {install && !install.demo && install.mailToOutbox ? (
            <p className="text-sm text-muted-foreground">
              {translateMessage(installMessages.outboxHint)}
            </p>
          ) : null}
          <SignInForm
            onSubmit={handleSubmit}
            pending={signingIn || redirecting}
            {...(linkError ? { onResendVerification: handleResend } : {})}
            resendPending={resending}
          />
        </CardContent>
        <CardFooter className="justify-center text-sm text-muted-foreground">
          <p>
            {t("public.signIn.newHere")}{" "}
            <ScreenLink
              to={role === "driver" || role === "contractor" ? `/sign-up?role=${role}` : "/sign-up"}
              className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
            >
              {t("public.signIn.signUp")}
            </ScreenLink>
          </p>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
