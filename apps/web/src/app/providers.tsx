import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";
import { useState } from "react";
import { Toaster } from "@/components/ui/sonner";
import { createQueryClient } from "@/lib/query-client";
import { ThemeProvider, useTheme } from "./theme-provider";

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} />;
}

/**
 * What every screen, public or signed in, renders inside. The pre-rendered public pages and
 * the app render these same providers, so a public page handing over to the app keeps them
 * (and the toasts on screen). What only signed-in screens need lives in the shell.
 */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: React.ReactNode;
  /** The app's client, made earlier (to restore the last visit's answers, or to start asking who is signed in). */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
