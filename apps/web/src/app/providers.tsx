import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";
import { Fragment, useState } from "react";
import { Toaster } from "@/components/ui/sonner";
import { useLanguage } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { BaseProviders } from "./base-providers";
import { LanguageFollower } from "./language-follower";

/**
 * The app in the language on screen: a change of language (the profile's answer, Account
 * Settings) draws every screen again in it, so a component may read its words with `t()`.
 */
function InLanguage({ children }: { children: React.ReactNode }) {
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}

/** The app's providers: the base ones, with the toaster at hand, and the query cache. */
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
    <BaseProviders toaster={Toaster}>
      <QueryClientProvider client={queryClient}>
        <LanguageFollower />
        <InLanguage>{children}</InLanguage>
      </QueryClientProvider>
    </BaseProviders>
  );
}
