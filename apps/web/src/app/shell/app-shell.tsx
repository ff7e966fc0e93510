import { Suspense, useEffect, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { useMe } from "@/api/get-me";
import { sellsPlans, subscriptionOf, useSubscription } from "@/api/get-subscription";
import { deferredOverlay, useDeferredOverlay } from "@/components/deferred-overlay";
import { LoadingScreen } from "@/components/loading-screen";
import { ShiftStatusBar } from "@/features/driver-tracking/components/shift-status-bar";
import { ShiftTracker } from "@/features/driver-tracking/components/shift-tracker";
import { TrackingAlertsWatcher } from "@/features/live-map/components/tracking-alerts-watcher";
import { QueuedWorkFollower } from "@/features/loads/components/queued-work";
import { PastDueBanner } from "@/features/subscription/components/past-due-banner";
import { usePermission } from "@/hooks/use-permission";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";
import { roleOf } from "@/lib/session";
import { SidebarNav } from "./app-sidebar";
import { LazyJobSearch } from "./lazy-job-search";
import { PermissionPrompts } from "./permission-prompts";
import { TopBar } from "./top-bar";
import { useFormOutbox } from "./use-form-outbox";

const sidebarSheet = deferredOverlay(() => import("./sidebar-sheet"), "SidebarSheet");
const SidebarSheet = sidebarSheet.Component;

/**
 * Top bar plus a 16rem sidebar; below 768 px (Tailwind's md) the sidebar hides behind the
 * top bar's toggle and opens as an overlay.
 */
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
  if (me.isPending || !permissionsKnown) return <LoadingScreen />;
  // Signed out, not set up, or failed to load: the route guard below answers that, unframed.
  if (!me.data?.profile) return <Outlet />;
  const role = roleOf(me.data);
  const companyName = role === "contractor" ? me.data.profile.companyName : null;

  return (
    // One realtime connection per signed-in person, opened when a screen follows a topic.
    <RealtimeProvider userId={me.data.user.id}>
      <div className="min-h-svh bg-background">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <TopBar
          me={me.data}
          sellsPlans={plans}
          onOpenSidebar={() => setSidebarOpen(true)}
          onOpenSearch={() => setSearchOpen(true)}
        />
        <LazyJobSearch open={searchOpen} onOpenChange={setSearchOpen} />
        {role === "contractor" ? <TrackingAlertsWatcher /> : null}
        <QueuedWorkFollower />
        <aside
          aria-label="Sidebar"
          className="fixed top-14 bottom-0 left-0 z-20 hidden w-64 flex-col overflow-y-auto border-r bg-sidebar text-sidebar-foreground md:flex"
        >
          <SidebarNav role={role} sellsPlans={plans} companyName={companyName} />
        </aside>
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
        <main
          ref={mainRef}
          id="main"
          tabIndex={-1}
          // The bottom room lets a page's last controls scroll above the toasts (components/ui/sonner).
          className="px-4 pt-4 pb-32 outline-none md:pt-8 md:pr-8 md:pl-72"
        >
          <div className="mx-auto max-w-6xl">
            <PermissionPrompts key={me.data.user.id} userRole={role} userId={me.data.user.id} />
            {role === "driver" ? (
              <>
                <ShiftTracker driverId={me.data.user.id} />
                {pathname === "/driver-dashboard" ? null : <ShiftStatusBar />}
              </>
            ) : null}
            {isContractor ? (
              <PastDueBanner subscription={subscriptionOf(subscription.data)} />
            ) : null}
            <Outlet />
          </div>
        </main>
      </div>
    </RealtimeProvider>
  );
}
