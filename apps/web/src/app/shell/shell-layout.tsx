import type { ReactNode, Ref } from "react";
import { t } from "@/lib/i18n";

/**
 * The signed-in layout: a top bar, a 16rem sidebar, the page's main column. Below 768 px
 * (Tailwind's md) the sidebar column hides; the top bar's toggle opens the same links as an
 * overlay. The app's shell and the frame the page's HTML draws before it (shell-frame.tsx)
 * are both this, so the one replaces the other without anything moving.
 */
export function ShellLayout({
  topBar,
  sidebar,
  overlays,
  mainRef,
  children,
}: {
  topBar: ReactNode;
  sidebar: ReactNode;
  /** Dialogs and watchers that take no room in the layout. */
  overlays?: ReactNode;
  mainRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <div className="min-h-svh bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("shell.skipToContent")}
      </a>
      {topBar}
      {overlays}
      <aside
        aria-label={t("shell.sidebar")}
        className="fixed top-14 bottom-0 left-0 z-20 hidden w-64 flex-col overflow-y-auto border-r bg-sidebar text-sidebar-foreground md:flex"
      >
        {sidebar}
      </aside>
      <main
        ref={mainRef}
        id="main"
        tabIndex={-1}
        // The bottom room lets a page's last controls scroll above the toasts (components/ui/sonner).
        className="px-4 pt-4 pb-32 outline-none md:pt-8 md:pr-8 md:pl-72"
      >
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
