import { useLayoutEffect } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { releaseFrame } from "@/lib/html-frame";

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
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        This page could not be shown. Reloading usually fixes it; if it keeps happening, contact
        support.
      </p>
      {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </main>
  );
}
