import "@/lib/zod-jitless";
import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { type DataRouter, RouterProvider } from "react-router";
import { meQueryOptions } from "@/api/get-me";
import { AppProviders } from "@/app/providers";
import { createAppRouter, loadMatchedRoutes } from "@/app/router";
import { registerServiceWorker } from "@/app/service-worker";
import { createQueryClient } from "@/lib/query-client";
import { persistQueryCache, restoreQueryCache } from "@/lib/query-persistence";
import "./index.css";

/** Restoring the saved answers may take this long at most before the app shows anyway. */
const RESTORE_WAIT_MS = 1_500;

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/** A pre-rendered page arrives inert (scripts/build.mjs); it takes input once hydrated. */
function LiftInert() {
  useEffect(() => root?.removeAttribute("inert"), []);
  return null;
}

function app(router: DataRouter, queryClient: ReturnType<typeof createQueryClient>) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <LiftInert />
      </AppProviders>
    </StrictMode>
  );
}

async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  if (container.hasAttribute("data-prerendered")) {
    // Public pages arrive rendered to HTML (see scripts/build.mjs). Their route's code is
    // loaded before the router exists, so the first render is that page, not the loading
    // fallback, and hydration adopts the HTML instead of replacing it. Nothing is restored
    // first: the first render must be the signed-out page the HTML is.
    await loadMatchedRoutes(window.location.pathname);
    hydrateRoot(container, app(createAppRouter(), queryClient));
  } else {
    // Saved answers come back before the first render, so an offline start shows the person
    // and their screens rather than a failure to load them. Meanwhile the session is asked
    // for, not only once the screen's code has loaded and rendered.
    await Promise.race([
      restoreQueryCache(queryClient, { buster: __APP_BUILD_ID__ }),
      new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
    ]);
    void queryClient.prefetchQuery(meQueryOptions);
    createRoot(container).render(app(createAppRouter(), queryClient));
  }
  persistQueryCache(queryClient, { buster: __APP_BUILD_ID__ });
  registerServiceWorker();
}

void start(root);
