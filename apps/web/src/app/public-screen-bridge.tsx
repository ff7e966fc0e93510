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

/** Who is signed in, from the app's query cache, refreshed in it. */
function useAppSession(): ScreenSession {
  const queryClient = useQueryClient();
  const me = useMe();
  return useMemo(
    () => ({ me: me.data, refresh: () => fetchFreshMe(queryClient) }),
    [me.data, queryClient],
  );
}

/** The public screens inside the app: they move through its router and read its cache. */
export function PublicScreenBridge({ children }: { children: React.ReactNode }) {
  return (
    <RouterScreenNavigation>
      <ScreenSessionProvider value={useAppSession}>{children}</ScreenSessionProvider>
    </RouterScreenNavigation>
  );
}
