import { Slot } from "radix-ui";
import { lazy, type ReactElement, type ReactNode, useState } from "react";
import { importOrReload } from "@/lib/chunk-reload";

/**
 * A menu or dialog split from the page: its component, loaded when first rendered (a failed
 * load after a deploy reloads the page once, as a route's does), and its loader, which
 * `useDeferredOverlay` calls as soon as its trigger is pointed at or focused.
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
 * of what the page loads at all: most visits never open them. Their code is fetched when the
 * trigger is pointed at, touched or focused (`prepare`), a moment before the press that opens
 * it; the installed app's service worker holds it already, so even without signal it opens.
 */
export function useDeferredOverlay({ load }: { load: () => Promise<unknown> }) {
  const [wanted, setWanted] = useState(false);
  return {
    wanted,
    want: () => setWanted(true),
    prepare: () => void load().catch(() => {}),
  };
}

/**
 * Whether an overlay that opens with `open` has been opened once: until then it is not drawn,
 * so its code (and Radix's) loads with the first opening; from then on it stays, closing as
 * it always did.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** The trigger of an overlay whose code has not been asked for: the same button, opening it. */
export function DeferredTrigger({
  popup,
  onOpen,
  onPrepare,
  children,
}: {
  popup: "menu" | "dialog";
  onOpen: () => void;
  /** Fetches the overlay's code when the trigger is about to be pressed. */
  onPrepare: () => void;
  children: ReactElement;
}) {
  return (
    <Slot.Root
      aria-haspopup={popup}
      aria-expanded={false}
      onClick={onOpen}
      onPointerEnter={onPrepare}
      onPointerDown={onPrepare}
      onFocus={onPrepare}
    >
      {children}
    </Slot.Root>
  );
}
