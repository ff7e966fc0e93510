import { dashboardPathFor, type Me, messages, type Role } from "@haulwise/domain";
import { MenuIcon, MoonIcon, SearchIcon, SettingsIcon, SunIcon } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { Link } from "react-router";
import {
  DeferredTrigger,
  deferredOverlay,
  useDeferredOverlay,
} from "@/components/deferred-overlay";
import { Logo } from "@/components/logo";
import { announcedAsButton, Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { t, translateMessage } from "@/lib/i18n";
import { displayNameOfMe } from "@/lib/session";
import { useTheme } from "../theme-provider";

const accountMenu = deferredOverlay(() => import("./account-menu"), "AccountMenu");
const AccountMenu = accountMenu.Component;

/** The account menu's button around `avatar`: the person's, or a blank disc before they are known. */
export function accountButton(avatar: ReactNode) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="rounded-full"
      aria-label={t("shell.accountMenu")}
    >
      {avatar}
    </Button>
  );
}

/** The account menu's button, its menu loading as it is first pointed at or pressed. */
export function DeferredAccountMenu({ me, sellsPlans }: { me: Me; sellsPlans: boolean }) {
  const menu = useDeferredOverlay(accountMenu);
  const trigger = accountButton(
    <UserAvatar name={displayNameOfMe(me)} src={me.profile?.avatarUrl} size="xs" />,
  );
  if (!menu.wanted) {
    return (
      <DeferredTrigger popup="menu" onOpen={menu.want} onPrepare={menu.prepare}>
        {trigger}
      </DeferredTrigger>
    );
  }
  return (
    <Suspense fallback={trigger}>
      <AccountMenu me={me} sellsPlans={sellsPlans} trigger={trigger} defaultOpen />
    </Suspense>
  );
}

export type TopBarProps = {
  role: Role | null;
  /** The notification bell (features/notifications). */
  bell: ReactNode;
  /** The account menu (DeferredAccountMenu). */
  account: ReactNode;
  onOpenSidebar?: () => void;
  /** Opens job-site search (spec part 2): the box on wide screens, an icon button on phones. */
  onOpenSearch?: () => void;
};

/**
 * The same bar frames the app and, drawn from the page's HTML before the app has loaded, the
 * shell it will become (shell-frame.tsx): the bell and the account menu are what differ.
 */
export function TopBar({ role, bell, account, onOpenSidebar, onOpenSearch }: TopBarProps) {
  const { toggleTheme } = useTheme();

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-6">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        onClick={onOpenSidebar}
        aria-label={t("shell.openNavigation")}
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      <Link
        to={dashboardPathFor(role)}
        className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        aria-label={t("shell.home")}
      >
        {/* Below 400 px the row of icons needs the name's room; the link keeps its label. */}
        <Logo nameClassName="hidden min-[400px]:inline" />
      </Link>

      <div className="ml-4 hidden max-w-xl flex-1 md:block">
        <button
          type="button"
          onClick={onOpenSearch}
          className="flex h-9 w-full items-center gap-2 rounded-md border border-input bg-muted/50 px-3 text-left text-sm text-muted-foreground outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <SearchIcon aria-hidden="true" className="size-4" />
          <span className="truncate">{translateMessage(messages.search.placeholder)}</span>
        </button>
      </div>

      <div className="ml-auto flex items-center gap-1">
        {/* Below 768 px the box above is hidden and phones have no Ctrl/Cmd+K: this opens the same search. */}
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          onClick={onOpenSearch}
          aria-label={t("shell.searchSites")}
          aria-haspopup="dialog"
        >
          <SearchIcon aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" onClick={toggleTheme}>
          {/* Icon and name are chosen by the page's theme class, which is set before the first
              paint, so a shell drawn from the HTML shows and announces the right one before the
              app runs (an aria-label would be fixed at build time). */}
          <SunIcon aria-hidden="true" className="hidden dark:block" />
          <MoonIcon aria-hidden="true" className="dark:hidden" />
          <span className="sr-only hidden dark:block">{t("shell.lightTheme")}</span>
          <span className="sr-only dark:hidden">{t("shell.darkTheme")}</span>
        </Button>

        {bell}

        <Button variant="ghost" size="icon" asChild {...announcedAsButton}>
          <Link to="/account-settings" aria-label={t("nav.settings")}>
            <SettingsIcon aria-hidden="true" />
          </Link>
        </Button>

        {account}
      </div>
    </header>
  );
}
