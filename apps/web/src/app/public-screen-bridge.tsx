import { useQueryClient } from "@tanstack/react-query";
import type * as React from "react";
import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { fetchFreshMe, useMe } from "@/api/get-me";
import {
  type ScreenNavigation,
  ScreenNavigationProvider,
  type ScreenSession,
  ScreenSessionProvider,
} from "@/lib/public-screen";

/** The public screens' links and moves, through the app's router. */
export function RouterScreenNavigation({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const navigation = useMemo<ScreenNavigation>(
    () => ({ location, navigate: (to, options) => void routerNavigate(to, options) }),
    [location, routerNavigate],
  );
  return <ScreenNavigationProvider value={navigation}>{children}</ScreenNavigationProvider>;
}

/**
 * The public screens inside the app: they move through the app's router, and who is signed
 * in comes from, and is refreshed in, the app's query cache.
 */
export function PublicScreenBridge({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const me = useMe();
  const session = useMemo<ScreenSession>(
    () => ({ me: me.data, refresh: () => fetchFreshMe(queryClient) }),
    [me.data, queryClient],
  );
  return (
    <RouterScreenNavigation>
      <ScreenSessionProvider value={session}>{children}</ScreenSessionProvider>
    </RouterScreenNavigation>
  );
}
