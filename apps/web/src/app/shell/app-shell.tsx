import { Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { useMe } from "@/api/get-me";
import {
  sellsPlans,
  subscriptionOf,
  subscriptionQueryOptions,
  useSubscription,
} from "@/api/get-subscription";
import { deferredOverlay, useDeferredOverlay } from "@/components/deferred-overlay";
import { LoadingScreen } from "@/components/loading-screen";
import { OfflineNotice } from "@/components/offline-notice";
import { dutyQueryOptions } from "@/features/driver-tracking/api/get-duty";
import { ShiftStatusBar } from "@/features/driver-tracking/components/shift-status-bar";
import { ShiftTracker } from "@/features/driver-tracking/components/shift-tracker";
import { TrackingAlertsWatcher } from "@/features/live-map/components/tracking-alerts-watcher";
import { QueuedWorkFollower } from "@/features/loads/components/queued-work";
import { notificationsQueryOptions } from "@/features/notifications/api/get-notifications";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { PastDueBanner } from "@/features/subscription/components/past-due-banner";
import { usePermission } from "@/hooks/use-permission";
import { releaseFrame } from "@/lib/html-frame";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { roleOf } from "@/lib/session";
import { SidebarNav } from "./app-sidebar";
import { LazyJobSearch } from "./lazy-job-search";
import { PermissionPrompts } from "./permission-prompts";
import { ShellLayout } from "./shell-layout";
import { DeferredAccountMenu, TopBar } from "./top-bar";
import { useFormOutbox } from "./use-form-outbox";

const sidebarSheet = deferredOverlay(() => import("./sidebar-sheet"), "SidebarSheet");
const SidebarSheet = sidebarSheet.Component;

/** The shell's own reads: the bell's notifications, and the driver's duty or the contractor's plan. */
export const prefetch: ScreenPrefetch = (queryClient, _url, me) => {
  void queryClient.prefetchInfiniteQuery(notificationsQueryOptions);
  const role = roleOf(me);
  if (role === "driver") void queryClient.prefetchQuery(dutyQueryOptions);
  if (role === "contractor") void queryClient.prefetchQuery(subscriptionQueryOptions);
};

/** The signed-in pages' shell (shell-layout.tsx), with what it needs to know of the person. */
export function AppShell() {
  const me = useMe();
  // Read while the session loads, so a permission prompt arrives with the page instead of
  // pushing it down a moment later.
  const geolocation = usePermission("geolocation");
  const notifications = usePermission("notifications");
  const permissionsKnown = geolocation.state !== "checking" && notifications.state !== "checking";
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const sheet = useDeferredOverlay(sidebarSheet);
  if (sidebarOpen && !sheet.wanted) sheet.want();
  const [searchOpen, setSearchOpen] = useState(false);
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  useFormOutbox(me.data?.profile ? me.data.user.id : null);
  const isContractor = me.data ? roleOf(me.data) === "contractor" : false;
  const subscription = useSubscription({ enabled: isContractor });
  const plans = sellsPlans(subscription.data);

  // After moving to another page, start screen readers and keyboards at its content rather
  // than leaving focus on a link that no longer means anything.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  const loading = me.isPending || !permissionsKnown;
  // The page's HTML drew this shell already: it stays until the app's can take its place.
  useLayoutEffect(() => {
    if (!loading) releaseFrame();
  }, [loading]);
  if (loading) return <LoadingScreen />;
  // Signed out, not set up, or failed to load: the route guard below answers that, unframed.
  if (!me.data?.profile) return <Outlet />;
  const role = roleOf(me.data);
  const companyName = role === "contractor" ? me.data.profile.companyName : null;

  return (
    // One realtime connection per signed-in person, opened when a screen follows a topic.
    <RealtimeProvider userId={me.data.user.id}>
      <ShellLayout
        mainRef={mainRef}
        topBar={
          <TopBar
            role={role}
            bell={<NotificationBell />}
            account={<DeferredAccountMenu me={me.data} sellsPlans={plans} />}
            onOpenSidebar={() => setSidebarOpen(true)}
            onOpenSearch={() => setSearchOpen(true)}
          />
        }
        sidebar={<SidebarNav role={role} sellsPlans={plans} companyName={companyName} />}
        overlays={
          <>
            <LazyJobSearch open={searchOpen} onOpenChange={setSearchOpen} />
            {role === "contractor" ? <TrackingAlertsWatcher /> : null}
            <QueuedWorkFollower />
            {sheet.wanted ? (
              <Suspense fallback={null}>
                <SidebarSheet open={sidebarOpen} onOpenChange={setSidebarOpen}>
                  <SidebarNav
                    role={role}
                    sellsPlans={plans}
                    companyName={companyName}
                    onNavigate={() => setSidebarOpen(false)}
                  />
                </SidebarSheet>
              </Suspense>
            ) : null}
          </>
        }
      >
        <OfflineNotice />
        <PermissionPrompts key={me.data.user.id} userRole={role} userId={me.data.user.id} />
        {role === "driver" ? (
          <>
            <ShiftTracker driverId={me.data.user.id} />
            {pathname === "/driver-dashboard" ? null : <ShiftStatusBar />}
          </>
        ) : null}
        {isContractor ? <PastDueBanner subscription={subscriptionOf(subscription.data)} /> : null}
        <Outlet />
      </ShellLayout>
    </RealtimeProvider>
  );
}
