import { useLayoutEffect } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { releaseFrame } from "@/lib/html-frame";
import { t } from "@/lib/i18n";

/**
 * Shown when a screen throws or its code fails to load. After a deploy an old tab asks for
 * chunks that no longer exist; reloading fetches the new build.
 */
export function RouteError() {
  const error = useRouteError();
  useLayoutEffect(releaseFrame, []);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t("app.routeError.title")}</h1>
      <p className="max-w-md text-muted-foreground">{t("app.routeError.text")}</p>
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t("app.routeError.reload")}</Button>
        <Button variant="outline" asChild>
          <Link to="/">{t("app.returnHome")}</Link>
        </Button>
      </div>
    </main>
  );
}
