import type { QueryClient } from "@tanstack/react-query";
import { createContext, type LoaderFunctionArgs, RouterContextProvider } from "react-router";
import { meQueryOptions } from "@/api/get-me";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { type AllowedRoles, roleMayOpen } from "@/lib/session";

const queryClientContext = createContext<QueryClient | null>(null);

/** The context each navigation's loaders get: the app's query client. */
export function routerContextWith(queryClient: QueryClient) {
  return () => new RouterContextProvider(new Map([[queryClientContext, queryClient]]));
}

/**
 * A route's loader that starts its screen's reads and lets it render at once: the screen's
 * queries show their own loading and failure, as they would without it. The reads wait for
 * the session to name someone with a profile whose role may open the screen (`allow`, as its
 * route guard has it), so a visitor sent on to sign in, or a person sent on to their own
 * dashboard, asks for nothing the server would refuse them.
 * A router made without the query client (a test's memory router) starts nothing.
 */
export function prefetchLoader(prefetch: ScreenPrefetch, allow: AllowedRoles) {
  return ({ request, context }: LoaderFunctionArgs) => {
    const routerContext: Readonly<RouterContextProvider> = context;
    const queryClient = routerContext.get(queryClientContext);
    if (!queryClient) return null;
    const url = new URL(request.url);
    queryClient
      .ensureQueryData(meQueryOptions)
      .then((me) => {
        if (me?.profile && roleMayOpen(allow, me)) prefetch(queryClient, url, me);
      })
      // The screen's own read of the session shows what went wrong.
      .catch(() => {});
    return null;
  };
}
