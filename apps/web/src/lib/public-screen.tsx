import type { Me } from "@haulwise/domain";
import type * as React from "react";
import { createContext, useContext, useMemo } from "react";

/**
 * What a public screen (landing, sign-in, sign-up, reset password) asks of wherever it runs:
 * its address, a way to move on, and who is signed in. A pre-rendered public page answers
 * with the document itself (public-pages.tsx), the app with its router and query cache
 * (app/public-screen-bridge.tsx), so those screens load neither: their first visit is the
 * one that must be light.
 */
export type ScreenLocation = {
  pathname: string;
  search: string;
  hash: string;
  /** The history entry's state (the app's router keeps a return path there). */
  state: unknown;
};

export type ScreenNavigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

export type ScreenNavigation = { location: ScreenLocation; navigate: ScreenNavigate };

export type ScreenSession = {
  /** Undefined until the server has answered; null when nobody is signed in. */
  me: Me | null | undefined;
  /** Asks the server again, whatever is known: for the moment just after signing in. */
  refresh: () => Promise<Me | null>;
};

const NavigationContext = createContext<ScreenNavigation | null>(null);
/** A hook, so the app asks who is signed in only where a public screen wants to know. */
const SessionContext = createContext<(() => ScreenSession) | null>(null);

export const ScreenNavigationProvider = NavigationContext.Provider;
export const ScreenSessionProvider = SessionContext.Provider;

export function useScreenNavigation(): ScreenNavigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error("A public screen renders inside a ScreenNavigationProvider");
  return navigation;
}

export function useScreenSearchParams(): URLSearchParams {
  const { search } = useScreenNavigation().location;
  return useMemo(() => new URLSearchParams(search), [search]);
}

export function useScreenSession(): ScreenSession {
  const useSession = useContext(SessionContext);
  if (!useSession) throw new Error("A public screen renders inside a ScreenSessionProvider");
  return useSession();
}

/** A plain left click, which the page handles; any other opens the address as the browser would. */
const handledClick = (event: React.MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !event.defaultPrevented &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  (!event.currentTarget.target || event.currentTarget.target === "_self");

/** A link of a public screen: a real `<a href>`, moved to through the screen's navigation. */
export function ScreenLink({
  to,
  onClick,
  ...props
}: Omit<React.ComponentProps<"a">, "href"> & { to: string }) {
  const { navigate } = useScreenNavigation();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!handledClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
