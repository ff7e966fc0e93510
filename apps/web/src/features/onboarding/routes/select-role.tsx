import { dashboardPathFor, messages, type SelectableRole } from "@haulwise/domain";
import { ArrowLeftIcon, BriefcaseIcon, Loader2Icon, TruckIcon } from "lucide-react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { useMe } from "@/api/get-me";
import { LoadingScreen } from "@/components/loading-screen";
import { Logo } from "@/components/logo";
import { announcedAsButton, Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-error";
import { t } from "@/lib/i18n";
import { roleOf } from "@/lib/session";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useUpdateRole } from "../api/update-role";

const cards: {
  role: SelectableRole;
  title: () => string;
  text: () => string;
  icon: typeof TruckIcon;
}[] = [
  {
    role: "contractor",
    title: () => t("public.role.contractor"),
    text: () => t("onboarding.role.contractorText"),
    icon: BriefcaseIcon,
  },
  {
    role: "driver",
    title: () => t("public.role.driver"),
    text: () => t("onboarding.role.driverText"),
    icon: TruckIcon,
  },
];

/**
 * /select-role (spec part 1 §2). A person whose profile already has a role is sent to that
 * role's dashboard, except when they came from Account Settings to change it (`?change=1`).
 */
export function SelectRoleRoute() {
  const me = useMe();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const updateRole = useUpdateRole();
  const changing = params.get("change") === "1";

  if (me.isPending) return <LoadingScreen />;
  const signedIn = Boolean(me.data);
  const currentRole = roleOf(me.data);
  if (signedIn && !me.data?.profile) return <Navigate to="/profile-setup" replace />;
  if (currentRole && !changing) return <Navigate to={dashboardPathFor(currentRole)} replace />;

  function handleChoose(role: SelectableRole) {
    if (!signedIn) {
      void navigate(`/sign-in?role=${role}`);
      return;
    }
    updateRole.mutate(role, {
      onSuccess: (updated) => {
        toast.success(t("onboarding.role.updated", { role }));
        void navigate(dashboardPathFor(roleOf(updated)), { replace: true });
      },
      onError: (error) => toast.error(errorMessage(error, messages.auth.failedToUpdateRole)),
    });
  }

  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <title>{t("onboarding.role.pageTitle")}</title>
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <Logo />
        <Button asChild {...announcedAsButton} variant="ghost" size="sm">
          <Link to={changing ? "/account-settings" : "/"}>
            <ArrowLeftIcon aria-hidden="true" />
            {changing ? t("onboarding.role.backToSettings") : t("public.backToHome")}
          </Link>
        </Button>
      </header>
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col justify-center gap-8 px-4 pb-16">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight">{t("onboarding.role.title")}</h1>
          <p className="mt-2 text-muted-foreground">
            {changing && currentRole
              ? t("onboarding.role.changing", { role: currentRole })
              : t("onboarding.role.pick")}
          </p>
          {changing && currentRole === "driver" ? (
            <p className="mx-auto mt-2 max-w-xl text-sm text-muted-foreground">
              {t("onboarding.role.driverWarning")}
            </p>
          ) : null}
        </div>
        <ul className="grid gap-6 md:grid-cols-2">
          {cards.map(({ role, title, text, icon: Icon }) => {
            const isCurrent = currentRole === role;
            const isSaving = updateRole.isPending && updateRole.variables === role;
            return (
              <li key={role}>
                <button
                  type="button"
                  onClick={() => handleChoose(role)}
                  disabled={updateRole.isPending}
                  aria-labelledby={`select-role-${role}-title`}
                  aria-describedby={`select-role-${role}-text`}
                  className={cn(
                    "flex h-full w-full flex-col items-start gap-4 rounded-xl border-2 bg-card p-6 text-left shadow-sm outline-none transition-colors hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-60",
                    isCurrent && "border-primary",
                  )}
                >
                  <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    {isSaving ? (
                      <Loader2Icon aria-hidden="true" className="size-6 animate-spin" />
                    ) : (
                      <Icon aria-hidden="true" className="size-6" />
                    )}
                  </span>
                  <span id={`select-role-${role}-title`} className="text-xl font-semibold">
                    {title()}
                    {isCurrent ? (
                      <span className="ml-2 text-sm font-normal text-muted-foreground">
                        {t("onboarding.role.current")}
                      </span>
                    ) : null}
                  </span>
                  <span id={`select-role-${role}-text`} className="text-sm text-muted-foreground">
                    {text()}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        {!signedIn ? (
          <p className="text-center text-sm text-muted-foreground">
            {t("onboarding.role.noAccount")}{" "}
            <Link
              to="/sign-up"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t("public.signIn.signUp")}
            </Link>
          </p>
        ) : null}
      </main>
    </div>
  );
}
