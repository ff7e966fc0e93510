import { clock } from "@/lib/clock";

const RELOADED_AT_KEY = "haulwise:chunk-reloaded-at";
/** A second failure this soon after reloading is not a stale tab; let the error screen say so. */
const RELOAD_GRACE_MS = 30_000;

function reloadedRecently(): boolean {
  try {
    return clock.nowMs() - Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) < RELOAD_GRACE_MS;
  } catch {
    return true; // Storage blocked: no way to tell a loop from a first try, so never reload.
  }
}

/**
 * Loads a lazily split module. After a deploy a tab still running the old build asks for
 * chunk files that no longer exist: the import fails, and reloading once fetches the new
 * build. Only a second failure within a short time reaches the error screen.
 */
export async function importOrReload<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    if (typeof window === "undefined" || reloadedRecently()) throw error;
    sessionStorage.setItem(RELOADED_AT_KEY, String(clock.nowMs()));
    window.location.reload();
    // The page is going away; never settle, so nothing renders an error in the meantime.
    return new Promise<M>(() => {});
  }
}
