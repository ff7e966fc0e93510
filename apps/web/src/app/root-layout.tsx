import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from "react-router";
import { t } from "@/lib/i18n";
import { forgetSession, isSessionEndedState } from "@/lib/session";
import { DemoBanner } from "./demo-banner";
import { PublicScreenBridge } from "./public-screen-bridge";
import { VerifyingNotice } from "./verifying-notice";

/** A thin bar while a lazily loaded screen arrives, so slow connections see progress. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label={t("app.loadingPage")}
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-2/5 animate-[progress-slide_1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}

/** Forgets the ended session once the page after sign-out or deletion is on screen. */
function ForgetEndedSession() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ended = isSessionEndedState(location.state);
  const { pathname, search, hash } = location;

  useEffect(() => {
    if (!ended) return;
    forgetSession(queryClient);
    // Drop the marker, so a reload or Back later cannot forget a newer session.
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [ended, queryClient, navigate, pathname, search, hash]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <ForgetEndedSession />
      <PublicScreenBridge>
        <VerifyingNotice />
        <DemoBanner />
        <Outlet />
      </PublicScreenBridge>
      <ScrollRestoration />
    </>
  );
}
