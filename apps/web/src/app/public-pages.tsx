import type { QueryClient } from "@tanstack/react-query";
import type * as React from "react";
import { StrictMode, useEffect } from "react";
import type { Location } from "react-router";
import { DocumentRouter, type Leave } from "./document-router";
import { AppProviders } from "./providers";
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

/** A pre-rendered page arrives inert (scripts/build.mjs); it takes input once React runs it. */
function LiftInert() {
  useEffect(() => document.getElementById("root")?.removeAttribute("inert"), []);
  return null;
}

/**
 * One public page as the build renders it to HTML and the browser hydrates it: the app's
 * providers (the same ones the app renders, so handing over keeps the toasts and the cache)
 * around the screen alone.
 */
export function PublicPageTree({
  Screen,
  location,
  leave,
  queryClient,
}: {
  Screen: React.ComponentType;
  location: Location;
  leave: Leave;
  queryClient: QueryClient;
}) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <DocumentRouter location={location} leave={leave}>
          <VerifyingNotice />
          <Screen />
        </DocumentRouter>
        <LiftInert />
      </AppProviders>
    </StrictMode>
  );
}
