import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "@/app/providers";
import { routes } from "@/app/router";
import { LoadingScreen } from "@/components/loading-screen";

/**
 * The public pages rendered to HTML at build time (scripts/build.mjs). `module` is the route's
 * screen, whose chunk the page preloads beside the entry instead of after it.
 */
export const prerenderedPages = [
  { path: "/", file: "index", module: "src/features/landing/routes/landing.tsx" },
  { path: "/sign-in", file: "sign-in", module: "src/features/auth/routes/sign-in.tsx" },
  { path: "/sign-up", file: "sign-up", module: "src/features/auth/routes/sign-up.tsx" },
  {
    path: "/reset-password",
    file: "reset-password",
    module: "src/features/auth/routes/reset-password.tsx",
  },
] as const;

/**
 * The markup a signed-out visitor's first render produces for `path`, the same tree main.tsx
 * hydrates. No hydration data is written: the routes have no loaders, and the page's content
 * security policy allows no inline script.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error(`${path} redirected (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * What every other page shows while its code loads, for the HTML those pages share: it paints
 * before any script has run, and React replaces it on its first render.
 */
export function renderLoadingScreen(): string {
  return renderToString(<LoadingScreen />);
}
