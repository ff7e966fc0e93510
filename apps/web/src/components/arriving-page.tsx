import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";

export type ArrivingLink = { to: string; label: string };

/**
 * A screen whose feature is not built yet. It says so plainly and points to the screens that
 * already exist, rather than describing what it will one day do.
 */
export function ArrivingPage({
  title,
  icon,
  notice,
  text,
  links = [],
}: {
  title: string;
  icon: LucideIcon;
  notice: string;
  text: string;
  links?: ArrivingLink[];
}) {
  return (
    <div className="grid gap-6">
      <PageHeader title={title} />
      <EmptyState
        icon={icon}
        title={notice}
        description={text}
        action={
          links.length > 0 ? (
            <nav aria-label="Available now" className="flex flex-wrap justify-center gap-2">
              {links.map(({ to, label }) => (
                <Button key={to} asChild variant="outline">
                  <Link to={to}>{label}</Link>
                </Button>
              ))}
            </nav>
          ) : null
        }
      />
    </div>
  );
}
