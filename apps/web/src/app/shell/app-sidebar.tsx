import { messages, type Role } from "@haulwise/domain";
import { LogOutIcon } from "lucide-react";
import { NavLink } from "react-router";
import { t } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { navItemsFor } from "./nav-items";
import { useSignOutAndLeave } from "./use-sign-out-and-leave";

const itemClass =
  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60";

/** The sidebar's links; the same list fills the fixed column and the small-screen overlay. */
export function SidebarNav({
  role,
  sellsPlans,
  companyName,
  onNavigate,
}: {
  role: Role | null;
  sellsPlans: boolean;
  /** The company a contractor runs, named above its pages. */
  companyName?: string | null;
  onNavigate?: () => void;
}) {
  const { signOut, pending } = useSignOutAndLeave({
    success: messages.shell.loggedOut,
    failure: messages.shell.failedToLogOut,
  });
  return (
    <nav aria-label={t("shell.main")} className="flex flex-1 flex-col gap-1 p-3">
      {companyName ? (
        <p className="truncate px-3 pt-1 pb-2 text-sm font-semibold" title={companyName}>
          {companyName}
        </p>
      ) : null}
      <ul className="flex flex-col gap-1">
        {navItemsFor(role, { sellsPlans }).map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(itemClass, isActive && "bg-sidebar-accent text-sidebar-accent-foreground")
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {label()}
            </NavLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={pending}
        className={cn(itemClass, "mt-auto text-left disabled:opacity-50")}
      >
        <LogOutIcon aria-hidden="true" className="size-4" />
        {t("shell.logOut")}
      </button>
    </nav>
  );
}
