import { Slot } from "radix-ui";
import { type ReactElement, useEffect, useState } from "react";

/** Browsers without requestIdleCallback (Safari) fetch after this long instead. */
const IDLE_FALLBACK_MS = 1_500;

/**
 * Whether one of the shell's menus or dialogs has been opened yet. Until it has, the page draws
 * its trigger alone, so Radix's overlays (about 30 KiB, and what positions them) are not part
 * of what the page loads and runs before it first paints. Once the page is idle their code is
 * fetched, so the first press opens the overlay at once.
 */
export function useDeferredOverlay(prefetch: () => Promise<unknown>) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const fetchCode = () => void prefetch().catch(() => {});
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(fetchCode, { timeout: 5_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(fetchCode, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [wanted, prefetch]);
  return { wanted, want: () => setWanted(true) };
}

/** The trigger of an overlay whose code has not been asked for: the same button, opening it. */
export function DeferredTrigger({
  popup,
  onOpen,
  children,
}: {
  popup: "menu" | "dialog";
  onOpen: () => void;
  children: ReactElement;
}) {
  return (
    <Slot.Root aria-haspopup={popup} aria-expanded={false} onClick={onOpen}>
      {children}
    </Slot.Root>
  );
}
