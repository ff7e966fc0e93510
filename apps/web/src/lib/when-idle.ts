/** Browsers without requestIdleCallback (Safari) run the task after this long instead. */
const IDLE_FALLBACK_MS = 1_500;

/** Runs `task` once the page is idle (within 5 s at the latest); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}
