import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";
import { Fragment, useEffect, useState } from "react";
import { useLanguage } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { prepareToasts } from "@/lib/toast";
import { BaseProviders } from "./base-providers";
import { LanguageFollower } from "./language-follower";

/**
 * Fetches the toaster as a person first presses, types or touches anywhere (before the press
 * is handled): a toast that answers them then shows as soon as it is sent, and a page opened
 * only to be read never loads it. Returns a function that stops listening.
 */
function prepareToastsOnFirstInput(target: EventTarget): () => void {
  const events = ["pointerdown", "keydown", "input"] as const;
  const stop = () => {
    for (const event of events) target.removeEventListener(event, prepare, true);
  };
  function prepare() {
    stop();
    void prepareToasts();
  }
  for (const event of events) {
    target.addEventListener(event, prepare, { capture: true, passive: true });
  }
  return stop;
}

/**
 * The app in the language on screen: a change of language (the profile's answer, Account
 * Settings) draws every screen again in it, so a component may read its words with `t()`.
 */
function InLanguage({ children }: { children: React.ReactNode }) {
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}

/**
 * The app's providers: the base ones and the query cache. The toaster is not part of the
 * app's first load (sonner is 8 KiB of a driver's first load on one bar): it is fetched with
 * the first press or keystroke, so a toast that answers one does not wait for it, or with the
 * first toast sent otherwise. The installed app's service worker holds it, offline too.
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
  useEffect(() => prepareToastsOnFirstInput(document), []);
  return (
    <BaseProviders>
      <QueryClientProvider client={queryClient}>
        <LanguageFollower />
        <InLanguage>{children}</InLanguage>
      </QueryClientProvider>
    </BaseProviders>
  );
}
