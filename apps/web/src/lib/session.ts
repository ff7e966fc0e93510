import { displayNameOf, type Me, type Role } from "@haulwise/domain";
import type { QueryClient } from "@tanstack/react-query";
import { meKeys } from "./me-keys";

export function roleOf(me: Me | null | undefined): Role | null {
  return me?.profile?.role ?? null;
}

/** Who may open a screen: the roles listed, or "any" signed-in person with a profile. */
export type AllowedRoles = readonly Role[] | "any";

/** Whether the signed-in person's role may open a screen allowed to `allow`. */
export function roleMayOpen(allow: AllowedRoles, me: Me | null | undefined): boolean {
  const role = roleOf(me);
  return allow === "any" || (role !== null && allow.includes(role));
}

export function displayNameOfMe(me: Me | null | undefined): string {
  return displayNameOf(me?.profile?.firstName, me?.profile?.lastName);
}

/**
 * Forgets everything cached for the previous person. After sign-out and account deletion it
 * runs only once the landing page is on screen (see `sessionEndedState`), so no guard or
 * signed-in screen still showing reacts to the empty session.
 */
export function forgetSession(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meKeys.all[0] });
  queryClient.setQueryData(meKeys.all, null);
  // The saved copy's code (IndexedDB) is the app's; the public pages that import this file
  // for its other helpers do not carry it.
  void import("./query-persistence").then(({ clearPersistedQueryCache }) =>
    clearPersistedQueryCache(),
  );
}

/**
 * When the session turns out to be another person's (a restored cache, or a sign-in over an
 * expired session without signing out), drops every answer cached for the one before, so
 * nobody sees someone else's jobs for a moment. Returns the function that stops watching.
 */
export function forgetOtherPeople(queryClient: QueryClient): () => void {
  const idOf = (me: unknown) => (me as Me | null | undefined)?.user.id ?? null;
  let current = idOf(queryClient.getQueryData(meKeys.all));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (event.query.queryKey.length !== 1 || event.query.queryKey[0] !== meKeys.all[0]) return;
    const next = idOf(event.query.state.data);
    if (current && next && next !== current) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meKeys.all[0] });
    }
    if (next) current = next;
  });
}

/**
 * Router state for the page shown after signing out or deleting the account. The root layout
 * forgets the session when a page carrying it has rendered: forgetting it earlier, while the
 * signed-in page is still on screen (route changes render in a transition), would make its
 * guard announce 'You must be logged in' and its queries fail.
 */
export const sessionEndedState = { sessionEnded: true } as const;

export function isSessionEndedState(state: unknown): boolean {
  return (state as { sessionEnded?: unknown } | null)?.sessionEnded === true;
}

/** Router state that carries where a signed-out person was going (spec part 1 §4, guard). */
export type ReturnToState = { from?: string };

/** The remembered path, only if it is a path on this site (never `//evil.example`). */
export function returnPathFrom(state: unknown): string | null {
  const from = (state as ReturnToState | null)?.from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return null;
  return from;
}
