import { type Me, messages } from "@haulwise/domain";
import { CreditCardIcon, LogOutIcon, SettingsIcon } from "lucide-react";
import type * as React from "react";
import { useNavigate } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { t } from "@/lib/i18n";
import { displayNameOfMe, roleOf } from "@/lib/session";
import { useSignOutAndLeave } from "./use-sign-out-and-leave";

export type AccountMenuProps = {
  me: Me;
  /** False on an installation that sells no plans: the menu leaves Subscription out. */
  sellsPlans: boolean;
  trigger: React.ReactElement;
  /** Open as it first appears: the person pressed its trigger before its code had loaded. */
  defaultOpen?: boolean;
};

/** The top bar's account menu: who is signed in, their settings and plan, and signing out. */
export function AccountMenu({ me, sellsPlans, trigger, defaultOpen }: AccountMenuProps) {
  const navigate = useNavigate();
  const role = roleOf(me);
  const name = displayNameOfMe(me);
  const { signOut, pending } = useSignOutAndLeave({
    success: messages.shell.signedOut,
    failure: messages.shell.errorSigningOut,
  });

  return (
    // Non-modal: a modal menu hides the page with aria-hidden while it still holds focusable controls.
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">
            {me.user.email}
          </span>
          {role === "contractor" && me.profile?.companyName ? (
            <span className="truncate text-xs font-normal text-muted-foreground">
              {me.profile.companyName}
            </span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/account-settings")}>
          <SettingsIcon aria-hidden="true" />
          {t("shell.accountSettings")}
        </DropdownMenuItem>
        {role === "contractor" && sellsPlans ? (
          <DropdownMenuItem onSelect={() => navigate("/subscription")}>
            <CreditCardIcon aria-hidden="true" />
            {t("nav.subscription")}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={pending} onSelect={() => void signOut()}>
          <LogOutIcon aria-hidden="true" />
          {t("shell.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
