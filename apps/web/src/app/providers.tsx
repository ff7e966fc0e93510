import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";
import { useState } from "react";
import { useCachedMe } from "@/api/get-me";
import { Toaster } from "@/components/ui/sonner";
import { createQueryClient } from "@/lib/query-client";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";
import { ThemeProvider, useTheme } from "./theme-provider";

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} />;
}

/** One realtime connection per signed-in person, opened when a screen follows a topic. */
function SessionRealtime({ children }: { children: React.ReactNode }) {
  const me = useCachedMe();
  return <RealtimeProvider userId={me?.user.id ?? null}>{children}</RealtimeProvider>;
}

export function AppProviders({
  children,
  queryClient: given,
}: {
  children: React.ReactNode;
  /** The app's client, already holding the answers restored from the last visit. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionRealtime>
        <ThemeProvider>
          {children}
          <ThemedToaster />
        </ThemeProvider>
      </SessionRealtime>
    </QueryClientProvider>
  );
}
