import {
  authMessages,
  type ErrorIssue,
  type SelectableRole,
  SelectableRoleSchema,
  VERIFIED_CALLBACK_URL,
} from "@haulwise/domain";
import { MailIcon, TruckIcon } from "lucide-react";
import { useEffect, useRef, useState, useTransition } from "react";
import { signUp } from "@/api/send-sign-up";
import { AuthLayout } from "@/components/auth-layout";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { errorMessage, isApiError } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
import { ScreenLink, useScreenSearchParams } from "@/lib/public-screen";
import { PrivacyPolicySheet, TermsOfServiceSheet } from "../components/legal-sheets";
import { SignUpForm, type SignUpValues } from "../components/sign-up-form";

type Step = "welcome" | "form" | "success";

const linkClass =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";

function failureMessage(error: unknown): string {
  const message = errorMessage(error, authMessages.failedToCreateAccount);
  return message.toLowerCase().includes("already registered")
    ? authMessages.alreadyRegistered
    : message;
}

export function SignUpRoute() {
  const params = useScreenSearchParams();
  const [pending, startSignUp] = useTransition();
  const [step, setStep] = useState<Step>("welcome");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string>();
  const [issues, setIssues] = useState<ErrorIssue[]>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const requestedRole = SelectableRoleSchema.safeParse(params.get("role"));
  const defaultRole: SelectableRole = requestedRole.success ? requestedRole.data : "driver";

  // Each step replaces the card's content: move focus to its heading so screen readers follow.
  useEffect(() => {
    if (step !== "welcome") headingRef.current?.focus();
  }, [step]);

  function handleSubmit(values: SignUpValues) {
    startSignUp(() => submit(values));
  }

  async function submit(values: SignUpValues) {
    setFormError(undefined);
    setIssues(undefined);
    try {
      await signUp({
        email: values.email,
        password: values.password,
        firstName: values.firstName,
        lastName: values.lastName,
        role: values.role,
        ...(values.role === "contractor" ? { companyName: values.companyName } : {}),
        callbackURL: VERIFIED_CALLBACK_URL,
      });
      // The success step's heading is the spec's 'Account created successfully!' and its text
      // says to check e-mail: said once, on the screen, not again in a toast. Sign-up never
      // signs in: the session comes once the address is verified and the person signs in. The
      // same answer comes for an address that is already registered, so nobody can probe which
      // addresses have accounts.
      setStep("success");
      setSentTo(values.email);
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) setIssues(error.issues);
      setFormError(failureMessage(error));
      setStep("form");
    }
  }

  return (
    <AuthLayout title={t("public.signUp.title")} backTo="/">
      <Card>
        {step === "welcome" ? (
          <>
            <CardHeader className="justify-items-center text-center">
              <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                <TruckIcon aria-hidden="true" className="size-6" />
              </span>
              <h1 className="text-2xl font-bold">{t("public.signUp.join")}</h1>
              <CardDescription>{t("public.signUp.pitch")}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button className="w-full" size="lg" onClick={() => setStep("form")}>
                {t("public.signUp.getStarted")}
              </Button>
            </CardContent>
          </>
        ) : null}

        {step === "form" ? (
          <>
            <CardHeader>
              <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
                {t("public.signUp.create")}
              </h1>
              <CardDescription>{t("public.signUp.allRequired")}</CardDescription>
            </CardHeader>
            <CardContent>
              <SignUpForm
                onSubmit={handleSubmit}
                pending={pending}
                defaultRole={defaultRole}
                serverIssues={issues}
                formError={formError}
                legal={
                  <p className="text-sm text-muted-foreground">
                    {t("public.signUp.agreeBefore")}
                    <TermsOfServiceSheet />
                    {t("public.signUp.agreeAnd")}
                    <PrivacyPolicySheet />.
                  </p>
                }
              />
            </CardContent>
          </>
        ) : null}

        {step === "success" ? (
          <>
            <CardHeader className="justify-items-center text-center">
              <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                <MailIcon aria-hidden="true" className="size-6" />
              </span>
              <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
                {translateMessage(authMessages.accountCreated)}
              </h1>
              <CardDescription role="status">
                {t("public.signUp.checkEmail", { email: sentTo })}
              </CardDescription>
            </CardHeader>
            {sentTo ? (
              <CardContent className="grid gap-2">
                <Button asChild className="w-full">
                  <ScreenLink to="/sign-in">{t("public.signUp.goToSignIn")}</ScreenLink>
                </Button>
                <Button asChild variant="outline" className="w-full">
                  <ScreenLink to={`/verify?email=${encodeURIComponent(sentTo)}`}>
                    {t("public.signUp.noEmail")}
                  </ScreenLink>
                </Button>
              </CardContent>
            ) : null}
          </>
        ) : null}

        {step !== "success" ? (
          <CardFooter className="justify-center text-sm text-muted-foreground">
            <p>
              {t("public.signUp.haveAccount")}{" "}
              <ScreenLink to="/sign-in" className={linkClass}>
                {t("public.signIn.title")}
              </ScreenLink>
            </p>
          </CardFooter>
        ) : null}
      </Card>
    </AuthLayout>
  );
}
