import { ArrowLeftIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** Back to the list a detail screen was opened from, named after it. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
      <Link to={to}>
        <ArrowLeftIcon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
