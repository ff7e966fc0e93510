import { messages } from "@haulwise/domain";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { t, translateMessage } from "@/lib/i18n";

/** Spec part 1 §2: the unknown path is logged, the page offers a way home. */
export function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.warn("404: no page at", location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 p-6 text-center">
      <title>{t("app.notFound.pageTitle")}</title>
      <Logo />
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{translateMessage(messages.notFound.title)}</h1>
      <p className="max-w-md text-muted-foreground">
        {t("app.notFound.nothingAtBefore")}
        <code className="rounded bg-muted px-1">{location.pathname}</code>
        {t("app.notFound.nothingAtAfter")}
      </p>
      <Button asChild>
        <Link to="/">{t("app.returnHome")}</Link>
      </Button>
    </main>
  );
}
