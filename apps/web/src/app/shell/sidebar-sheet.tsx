import type * as React from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { t } from "@/lib/i18n";

/** Below 768 px the sidebar's pages open over the page from the top bar's menu button. */
export function SidebarSheet({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-64 bg-sidebar p-0 text-sidebar-foreground">
        <SheetTitle className="px-4 pt-4">{t("shell.navigation")}</SheetTitle>
        <SheetDescription className="sr-only">{t("shell.pagesOfHaulwise")}</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
