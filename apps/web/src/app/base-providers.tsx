import type * as React from "react";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { Toaster as LoadedToaster } from "@/components/ui/sonner";
import { markToasterReady, subscribeToToastsWanted, toastsWanted } from "@/lib/toast";
import { ThemeProvider, useTheme } from "./theme-provider";

const LazyToaster = lazy(async () => ({
  default: (await import("@/components/ui/sonner")).Toaster,
}));

/**
 * A pre-rendered page arrives inert (scripts/build.mjs), so no press or keystroke is lost
 * before React runs it; it takes input once the tree has mounted.
 */
function LiftInert() {
  useEffect(() => document.getElementById("root")?.removeAttribute("inert"), []);
  return null;
}

/** Mounts after the toaster it follows, whose effects (subscribing to toasts) run first. */
function ToasterReady() {
  useEffect(markToasterReady, []);
  return null;
}

/** The toaster: the one given, at once, or else fetched with the first toast (lib/toast.ts). */
function ToastSlot({ toaster }: { toaster: typeof LoadedToaster | undefined }) {
  const { theme } = useTheme();
  const wanted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted, () => false);
  if (!wanted && !toaster) return null;
  const Toaster = toaster ?? LazyToaster;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
      <ToasterReady />
    </Suspense>
  );
}

/**
 * What every screen, public or signed in, renders inside: the theme and the toasts. A
 * pre-rendered public page and the app it hands over to both render their trees as its
 * children, so the toasts on screen stay through the handover. The app passes its toaster,
 * loaded with its own code, so its toasts never wait; a public page fetches it with its first.
 */
export function BaseProviders({
  children,
  toaster,
}: {
  children: React.ReactNode;
  toaster?: typeof LoadedToaster;
}) {
  return (
    <ThemeProvider>
      {children}
      <ToastSlot toaster={toaster} />
      <LiftInert />
    </ThemeProvider>
  );
}
