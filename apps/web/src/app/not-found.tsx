import { messages } from "@haulwise/domain";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";

/** Spec part 1 §2: the unknown path is logged, the page offers a way home. */
export function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.warn("404: no page at", location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 p-6 text-center">
      <title>Page not found · Haulwise</title>
      <Logo />
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{messages.notFound.title}</h1>
      <p className="max-w-md text-muted-foreground">
        There is nothing at <code className="rounded bg-muted px-1">{location.pathname}</code>. The
        link may be old or mistyped.
      </p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </main>
  );
}
