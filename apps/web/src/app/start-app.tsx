import type { Me } from "@haulwise/domain";
import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import type { Root } from "react-dom/client";
import { RouterProvider } from "react-router";
import { readPermissionsEarly } from "@/hooks/use-permission";
import { createQueryClient } from "@/lib/query-client";
import { meKeys } from "@/lib/query-keys";
import { persistQueryCache } from "@/lib/query-persistence";
import { AppProviders } from "./providers";
import { createAppRouter } from "./router";
import { registerServiceWorker } from "./service-worker";

/**
 * Runs the whole app in `root` at the current address: the data router with every screen,
 * the query cache saved for offline use, the service worker. Called by main.tsx, and by a
 * pre-rendered public page when a person moves on into the app (handOverToApp).
 */
export function startApp(root: Root, queryClient: QueryClient) {
  void readPermissionsEarly();
  // As a transition, React renders the app in slices and lets the browser in between, rather
  // than in one long task a tap on the page would wait behind.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createAppRouter(queryClient)} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  persistQueryCache(queryClient, { buster: __APP_BUILD_ID__ });
  registerServiceWorker();
}

/**
 * Moves a pre-rendered public page on into the app, in its same React root (the toasts on
 * screen stay), with who signed in there when the page knows.
 */
export function handOverToApp(root: Root, me: Me | null | undefined) {
  const queryClient = createQueryClient();
  if (me !== undefined) queryClient.setQueryData(meKeys.all, me);
  startApp(root, queryClient);
}
