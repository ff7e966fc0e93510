import type * as React from "react";
import { createPath, type Location, type Navigator, Router, type To } from "react-router";

/** Where a pre-rendered page sends a navigation it does not render itself. */
export type Leave = (to: string, options: { state: unknown; replace: boolean }) => void;

const href = (to: To) => (typeof to === "string" ? to : createPath(to));

/** The page's own address and the router state its history entry carries, if any. */
export function documentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? "default" };
}

/**
 * React Router's context for one pre-rendered page, without the app's data router: links and
 * navigate() work as in the app, and every navigation leaves the page through `leave` (the
 * page renders nothing else). `location` is fixed for the page's life.
 */
export function DocumentRouter({
  location,
  leave,
  children,
}: {
  location: Location;
  leave: Leave;
  children: React.ReactNode;
}) {
  const navigator: Navigator = {
    createHref: href,
    go: (delta) => window.history.go(delta),
    push: (to, state) => leave(href(to), { state: state ?? null, replace: false }),
    replace: (to, state) => leave(href(to), { state: state ?? null, replace: true }),
  };
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
