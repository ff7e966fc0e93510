import type * as React from "react";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
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

/** The toaster, fetched once a toast is wanted or about to be (lib/toast.ts). */
function ToastSlot() {
  const { theme } = useTheme();
  const wanted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster theme={theme} />
      <ToasterReady />
    </Suspense>
  );
}

/**
 * What every screen, public or signed in, renders inside: the theme and the toasts. A
 * pre-rendered public page and the app it hands over to both render their trees as its
 * children, so the toasts on screen stay through the handover. The toaster is fetched with
 * the first toast, or ahead of it (`prepareToasts`, and in the app a person's first press).
 */
export function BaseProviders({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <ToastSlot />
      <LiftInert />
    </ThemeProvider>
  );
}
