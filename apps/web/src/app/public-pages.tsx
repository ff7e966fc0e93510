import type { Me } from "@haulwise/domain";
import type * as React from "react";
import { createContext, StrictMode, useContext, useEffect, useMemo, useState } from "react";
import { getMe } from "@/api/read-session";
import {
  type ScreenLocation,
  type ScreenNavigation,
  ScreenNavigationProvider,
  type ScreenSession,
  ScreenSessionProvider,
} from "@/lib/public-screen";
import { BaseProviders } from "./base-providers";
import { DemoBanner } from "./demo-banner";
import { VerifyingNotice } from "./verifying-notice";

type ScreenModule = Record<string, React.ComponentType>;

export type PublicPage = {
  path: string;
  /** The HTML file under dist/prerendered the server sends for `path`. */
  file: string;
  /** The screen's source module: its chunk is preloaded beside the page's script. */
  module: string;
  /**
   * Hydrated pages become interactive with their screen's code; the others stay plain HTML,
   * their links ordinary links.
   */
  hydrated: boolean;
  load: () => Promise<React.ComponentType>;
};

function screen<M extends ScreenModule>(load: () => Promise<M>, name: keyof M & string) {
  return async () => (await load())[name] as React.ComponentType;
}

/**
 * The public pages rendered to HTML at build time (scripts/build.mjs). A first visit paints
 * them from HTML and loads none of the signed-in app: the landing page no script at all, the
 * others their own screen (public-main.tsx), which hands over to the app on the way in.
 */
export const publicPages: PublicPage[] = [
  {
    path: "/",
    file: "index",
    module: "src/features/landing/routes/landing.tsx",
    hydrated: false,
    load: screen(() => import("@/features/landing/routes/landing"), "LandingRoute"),
  },
  {
    path: "/sign-in",
    file: "sign-in",
    module: "src/features/auth/routes/sign-in.tsx",
    hydrated: true,
    load: screen(() => import("@/features/auth/routes/sign-in"), "SignInRoute"),
  },
  {
    path: "/sign-up",
    file: "sign-up",
    module: "src/features/auth/routes/sign-up.tsx",
    hydrated: true,
    load: screen(() => import("@/features/auth/routes/sign-up"), "SignUpRoute"),
  },
  {
    path: "/reset-password",
    file: "reset-password",
    module: "src/features/auth/routes/reset-password.tsx",
    hydrated: true,
    load: screen(() => import("@/features/auth/routes/reset-password"), "ResetPasswordRoute"),
  },
];

export function publicPageAt(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return publicPages.find((page) => page.path === path);
}

/** Where a pre-rendered page sends a navigation it does not render itself. */
export type Leave = (to: string, options: { state: unknown; replace: boolean }) => void;

/** The page's own address and the state its history entry carries, if any. */
export function documentLocation(): ScreenLocation {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown } | null;
  return { pathname, search, hash, state: entry?.usr ?? null };
}

/**
 * Who is signed in, asked once the page runs (never while it is rendered to HTML, which is
 * for a visitor) and again when the screen says so; `onKnown` hears every answer.
 */
function useDocumentSession(onKnown: (me: Me | null) => void): ScreenSession {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const session = useMemo<ScreenSession>(
    () => ({
      me,
      refresh: async () => {
        const current = await getMe();
        onKnown(current);
        setMe(current);
        return current;
      },
    }),
    [me, onKnown],
  );
  const { refresh } = session;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, as the page opens
  useEffect(() => {
    refresh().catch(() => setMe(null));
  }, []);
  return session;
}

const DocumentSession = createContext<ScreenSession | null>(null);
const useDocumentSessionValue = () => useContext(DocumentSession) as ScreenSession;

/**
 * One public page as the build renders it to HTML and the browser hydrates it: the base
 * providers (the ones the app renders too, so toasts stay through the handover) around the
 * screen alone, which moves on through `leave` and asks the server who is signed in itself.
 */
export function PublicPageTree({
  Screen,
  location,
  leave,
  onSessionKnown,
}: {
  Screen: React.ComponentType;
  location: ScreenLocation;
  leave: Leave;
  onSessionKnown: (me: Me | null) => void;
}) {
  const navigation = useMemo<ScreenNavigation>(
    () => ({
      location,
      navigate: (to, { replace = false, state = null } = {}) => leave(to, { state, replace }),
    }),
    [location, leave],
  );
  const session = useDocumentSession(onSessionKnown);
  return (
    <StrictMode>
      <BaseProviders>
        <ScreenNavigationProvider value={navigation}>
          <DocumentSession.Provider value={session}>
            <ScreenSessionProvider value={useDocumentSessionValue}>
              <VerifyingNotice />
              <DemoBanner />
              <Screen />
            </ScreenSessionProvider>
          </DocumentSession.Provider>
        </ScreenNavigationProvider>
      </BaseProviders>
    </StrictMode>
  );
}
