import { dashboardPathFor, messages } from "@haulwise/domain";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useMe } from "@/api/get-me";
import { LoadingScreen } from "@/components/loading-screen";
import { Button } from "@/components/ui/button";
import { t, translateMessage } from "@/lib/i18n";
import { type AllowedRoles, type ReturnToState, roleMayOpen, roleOf } from "@/lib/session";
import { toast } from "@/lib/toast";

/**
 * Redirects once, with a toast. Toast ids keep React's development double effects (and
 * several guards reacting at once) from stacking the same message.
 */
function RedirectWithMessage({
  to,
  message,
  state,
  kind = "error",
}: {
  to: string;
  message: string;
  state?: ReturnToState;
  kind?: "error" | "info";
}) {
  useEffect(() => {
    toast[kind](message, { id: `guard:${message}` });
  }, [kind, message]);
  return <Navigate to={to} replace state={state} />;
}

export type RouteGuardProps = {
  /** Roles allowed in; "any" means any signed-in person with a profile. */
  allow: AllowedRoles;
  /** /profile-setup is the one place a signed-in person without a profile may be. */
  requireProfile?: boolean;
};

/** Spec part 1 §4, "Route guard". */
export function RouteGuard({ allow, requireProfile = true }: RouteGuardProps) {
  const location = useLocation();
  const me = useMe();

  if (me.isPending) return <LoadingScreen />;
  // An answer restored from the last visit (or cached before the session changed) may be
  // someone else's session: it may show a screen, but only a confirmed answer sends anyone
  // away. Offline the fetch pauses instead, and the restored answer decides.
  const confirming = me.isFetching && me.isStale && !me.isError;
  const leaving = () => (confirming ? <LoadingScreen /> : null);
  // A failed check with an answer kept from before (no signal, one bar) keeps that answer:
  // the shell says the app is offline, and the driver's day stays on screen.
  if (me.isError && me.data === undefined) {
    return (
      <div role="alert" className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
        <p>{translateMessage(messages.account.failedToLoadUserData)}</p>
        <Button variant="outline" onClick={() => me.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </div>
    );
  }
  if (!me.data) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return (
      leaving() ?? (
        <RedirectWithMessage
          to="/sign-in"
          message={translateMessage(messages.guard.mustBeLoggedIn)}
          state={{ from }}
        />
      )
    );
  }
  if (requireProfile && !me.data.profile) {
    return (
      leaving() ?? (
        <RedirectWithMessage
          to="/profile-setup"
          message={translateMessage(messages.auth.completeProfileSetup)}
          kind="info"
        />
      )
    );
  }
  if (!roleMayOpen(allow, me.data)) {
    return (
      leaving() ?? (
        <RedirectWithMessage
          to={dashboardPathFor(roleOf(me.data))}
          message={translateMessage(messages.guard.noPermission)}
        />
      )
    );
  }
  return <Outlet />;
}
