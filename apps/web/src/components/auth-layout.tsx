import { ArrowLeftIcon } from "lucide-react";
import type * as React from "react";
import { Logo } from "@/components/logo";
import { announcedAsButton, Button } from "@/components/ui/button";
import { t } from "@/lib/i18n";
import { ScreenLink } from "@/lib/public-screen";

/** The frame of the signed-out screens: logo, an optional back link, one centred card. */
export function AuthLayout({
  title,
  children,
  backTo,
  backLabel,
}: {
  /** The browser tab's title, so each screen is named in history and by screen readers. */
  title: string;
  children: React.ReactNode;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <title>{`${title} · Haulwise`}</title>
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <ScreenLink
          to="/"
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <Logo />
        </ScreenLink>
        {backTo ? (
          <Button asChild {...announcedAsButton} variant="ghost" size="sm">
            <ScreenLink to={backTo}>
              <ArrowLeftIcon aria-hidden="true" />
              {backLabel ?? t("public.backToHome")}
            </ScreenLink>
          </Button>
        ) : null}
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
