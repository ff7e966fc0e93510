// Reports that leave while a page goes away, kept apart from the JSON client so the pages that
// never send one (sign-in above all) do not load them.

/**
 * Sends a small JSON report that must get out even while the page is being hidden or closed:
 * `navigator.sendBeacon` (with an `application/json` Blob, which Chromium sends same-origin
 * with its Origin header and the session cookie), or `fetch` with `keepalive` where a
 * browser has no beacon or refuses it. Nothing is read back: a page that is going away
 * cannot act on the answer.
 */
export function beacon(path: string, body: object): void {
  const json = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(path, new Blob([json], { type: "application/json" }))) return;
  } catch {
    // Some browsers throw for non-form content types; keepalive fetch carries it instead.
  }
  void fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: json,
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => {});
}

type FetchLater = (
  input: string,
  init: RequestInit & { activateAfter?: number },
) => { readonly activated: boolean };

/**
 * Leaves a small JSON report with the browser, which sends it once this page is gone: closed,
 * discarded, put in the back/forward cache, or crashed, even when the page never got to run its
 * own goodbye (Chromium allows a closing page 500 ms for that). `fetchLater` where the browser
 * has it (Chromium 135+); elsewhere, and outside a secure context, nothing is left and the
 * page's own beacon is all there is. Answers how to take the report back.
 */
export function later(path: string, body: object): () => void {
  const fetchLater = (globalThis as { fetchLater?: FetchLater }).fetchLater;
  if (typeof fetchLater !== "function") return () => {};
  const controller = new AbortController();
  try {
    fetchLater(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      signal: controller.signal,
    });
  } catch {
    // Not a secure context, or the origin's allowance for deferred requests is spent.
    return () => {};
  }
  return () => controller.abort();
}
