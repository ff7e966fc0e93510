import type * as React from "react";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToToastsWanted, toastsWanted } from "@/lib/toast";
import { ThemeProvider, useTheme } from "./theme-provider";

const Toaster = lazy(async () => ({ default: (await import("@/components/ui/sonner")).Toaster }));

/** The toaster, fetched with the first toast (lib/toast.ts). */
function ToastSlot() {
  const { theme } = useTheme();
  const wanted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
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
