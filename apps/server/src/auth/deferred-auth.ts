import type { Auth, AuthDeps } from "./auth.js";

/**
 * Better Auth is a third of the server's start-up, and the first request (a page of the web
 * app) needs none of it: it loads while the server already answers, and the session hook, the
 * /api/auth routes and sign-out wait for it. A failure reaches every request that waits, and
 * main.ts, which waits for it once listening and stops the server.
 */
export function loadAuthInBackground(deps: AuthDeps): Promise<Auth> {
  const auth = import("./auth.js").then(({ createAuth }) => createAuth(deps));
  // Whoever awaits it sees the failure; until then it must not count as unhandled.
  auth.catch(() => {});
  return auth;
}
