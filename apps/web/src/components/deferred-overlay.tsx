import { Slot } from "radix-ui";
import { lazy, type ReactElement, type ReactNode, useEffect, useState } from "react";
import { importOrReload } from "@/lib/chunk-reload";
import { whenIdle } from "@/lib/when-idle";

/**
 * A menu or dialog split from the page: its component, loaded when first rendered (a failed
 * load after a deploy reloads the page once, as a route's does), and its loader, which
 * `useDeferredOverlay` calls once the page is idle.
 */
export function deferredOverlay<K extends string, P extends object>(
  load: () => Promise<Record<K, (props: P) => ReactNode>>,
  name: K,
) {
  const Component = lazy(() => importOrReload(load).then((module) => ({ default: module[name] })));
  return { Component, load };
}

/**
 * Whether one of the shell's menus or dialogs has been opened yet. Until it has, the page draws
 * its trigger alone, so Radix's overlays (about 30 KiB, and what positions them) are not part
 * of what the page loads and runs before it first paints. Once the page is idle their code is
 * fetched, so the first press opens the overlay at once.
 */
export function useDeferredOverlay({ load }: { load: () => Promise<unknown> }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    return whenIdle(() => void load().catch(() => {}));
  }, [wanted, load]);
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
