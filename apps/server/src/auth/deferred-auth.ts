import type { Auth, AuthDeps } from "./auth.js";

/** Better Auth, loaded by the first caller; every later caller gets the same instance. */
export type DeferredAuth = () => Promise<Auth>;

/**
 * Better Auth is a third of the server's start-up, and the first request (a page of the web
 * app) needs none of it: nothing loads it until the server is listening (main.ts asks for it
 * then, and stops the server if it fails) or a request needs a session, whichever is first.
 */
export function deferAuth(deps: AuthDeps): DeferredAuth {
  let auth: Promise<Auth> | null = null;
  return () => {
    auth ??= import("./auth.js").then(({ createAuth }) => createAuth(deps));
    return auth;
  };
}
