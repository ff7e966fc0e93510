import type * as React from "react";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { markToasterReady, subscribeToToastsWanted, toastsWanted } from "@/lib/toast";
import { ThemeProvider, useTheme } from "./theme-provider";

const Toaster = lazy(async () => ({ default: (await import("@/components/ui/sonner")).Toaster }));

/** Mounts after the toaster it follows, whose effects (subscribing to toasts) run first. */
function ToasterReady() {
  useEffect(markToasterReady, []);
  return null;
}

/** The toaster, fetched with the first toast (lib/toast.ts). */
function ToastSlot() {
  const { theme } = useTheme();
  const wanted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
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
 * children, so the toasts on screen stay through the handover.
 */
export function BaseProviders({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <ToastSlot />
    </ThemeProvider>
  );
}
