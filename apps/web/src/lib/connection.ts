import { useSyncExternalStore } from "react";

/** While the server is out of reach, it is asked again this often to learn that it is back. */
const PROBE_EVERY_MS = 15_000;

let probe: ReturnType<typeof setTimeout> | null = null;

// The reachability of the server, kept here without the query library: the sign-in page's
// requests report to it too, and must not load TanStack Query to do so. The query client
// follows it (lib/query-client.ts hands it to TanStack's online manager).
// A phone that starts the app in a dead zone has said so already.
let online = typeof navigator === "undefined" || navigator.onLine !== false;
const listeners = new Set<(online: boolean) => void>();

function setOnline(next: boolean) {
  if (online === next) return;
  online = next;
  for (const listener of listeners) listener(next);
}

if (typeof window !== "undefined" && window.addEventListener) {
  window.addEventListener("online", () => setOnline(true));
  window.addEventListener("offline", () => setOnline(false));
}

/** Whether the server was reachable when last asked (and the browser has a network). */
export function isOnline(): boolean {
  return online;
}

/** Calls `listener` each time the server becomes reachable or unreachable; returns the undo. */
export function subscribeOnline(listener: (online: boolean) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function scheduleProbe(ask: () => Promise<unknown>) {
  if (probe !== null) return;
  probe = setTimeout(() => {
    probe = null;
    // Its answer, or its failure, is reported here again by the client that sent it.
    ask().catch(() => undefined);
  }, PROBE_EVERY_MS);
}

/** A request got an answer from the server, whatever it said. */
export function serverAnswered() {
  if (probe !== null) clearTimeout(probe);
  probe = null;
  setOnline(true);
}

/**
 * A request never reached the server, or its answer never came back. With one bar of signal
 * the phone still says it is online: this is how the app learns otherwise. The query cache
 * hears it too (TanStack's online manager), so reads wait, showing what the phone kept,
 * instead of failing one after another; they go again once the server answers. `ask` is
 * sent every 15 s meanwhile to find out.
 */
export function serverUnreachable(ask: () => Promise<unknown>) {
  scheduleProbe(ask);
  setOnline(false);
}

/** Back to a reachable server and no probe: tests start each from there. */
export function resetConnection() {
  serverAnswered();
}

/**
 * Whether the app can reach the server now: the browser has a network (its online and
 * offline events) and the last request that went out got an answer.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => subscribeOnline(() => listener()),
    isOnline,
    () => true,
  );
}
