import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import type { Root } from "react-dom/client";
import { RouterProvider } from "react-router";
import { readPermissionsEarly } from "@/hooks/use-permission";
import { persistQueryCache } from "@/lib/query-persistence";
import { AppProviders } from "./providers";
import { createAppRouter } from "./router";
import { registerServiceWorker } from "./service-worker";

/** The loading screen index.html arrives with is inert until the app runs. */
function LiftInert() {
  useEffect(() => document.getElementById("root")?.removeAttribute("inert"), []);
  return null;
}

/**
 * Runs the whole app in `root` at the current address: the data router with every screen,
 * the query cache saved for offline use, the service worker. Called by main.tsx, and by a
 * pre-rendered public page when a person moves on into the app (the same React root, so the
 * providers it shares with the app, their cache and toasts, carry over).
 */
export function startApp(root: Root, queryClient: QueryClient) {
  void readPermissionsEarly();
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createAppRouter()} />
        <LiftInert />
      </AppProviders>
    </StrictMode>,
  );
  persistQueryCache(queryClient, { buster: __APP_BUILD_ID__ });
  registerServiceWorker();
}
