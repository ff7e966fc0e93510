import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { type DataRouter, RouterProvider } from "react-router";
import { AppProviders } from "@/app/providers";
import { createAppRouter, loadMatchedRoutes } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";
import { meQueryOptions } from "@/lib/session";
import "./index.css";

// The content security policy forbids eval: unless told not to, zod probes for it (to compile
// fast parsers) and the browser reports the refused probe as a policy violation on every form.
// zod reads this global config when it loads, which is later, with the first form's chunk;
// importing zod's config() here instead would bring zod into every page's first load.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/** A pre-rendered page arrives inert (scripts/build.mjs); it takes input once hydrated. */
function LiftInert() {
  useEffect(() => root?.removeAttribute("inert"), []);
  return null;
}

function app(router: DataRouter, queryClient = createQueryClient()) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <LiftInert />
      </AppProviders>
    </StrictMode>
  );
}

// Public pages arrive rendered to HTML (see scripts/build.mjs). Their route's code is loaded
// before the router exists, so its first render is that page, not the loading fallback, and
// hydration adopts the HTML instead of replacing it. Every other page arrives showing the
// loading screen, which the first render replaces.
if (root.hasAttribute("data-prerendered")) {
  void loadMatchedRoutes(window.location.pathname).then(() => {
    hydrateRoot(root, app(createAppRouter()));
  });
} else {
  // Ask who is signed in while the screen's code loads, not after it has rendered. (A
  // pre-rendered page must not: its first render has to be the signed-out page it was.)
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(meQueryOptions);
  createRoot(root).render(app(createAppRouter(), queryClient));
}
