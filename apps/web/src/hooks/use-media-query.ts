import { useSyncExternalStore } from "react";

/** Below this width the shell hides the sidebar and lists show compact rows (spec part 1 §9). */
export const WIDE_SCREEN = "(min-width: 768px)";

/**
 * Whether the media query matches now, following it as the window changes. A browser
 * without `matchMedia` (a test's DOM) counts as a wide screen.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => window.matchMedia?.(query).matches ?? true,
  );
}
