import { format } from "date-fns";
import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { displayNameOfMe, useMe } from "@/lib/session";

export type WorkspaceLink = { to: string; title: string; text: string; icon: LucideIcon };

/**
 * The frame every signed-in page shares: its heading, who is signed in and today's date,
 * then the page's own content.
 */
export function WorkspacePage({
  title,
  intro,
  links,
  children,
}: {
  title: string;
  intro: string;
  links?: WorkspaceLink[];
  children?: React.ReactNode;
}) {
  const me = useMe();
  const name = displayNameOfMe(me.data);
  const companyName = me.data?.profile?.companyName;
  // A new contractor's company starts out named after them; saying it twice adds nothing.
  const company = companyName && companyName !== name ? companyName : null;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={title}
        description={
          <>
            <span className="font-medium text-foreground">{name}</span>
            {company ? ` · ${company}` : null} · {format(new Date(), "EEEE d MMMM yyyy")}
          </>
        }
      />
      <p className="max-w-3xl text-muted-foreground">{intro}</p>
      {children}
      {links && links.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {links.map(({ to, title: linkTitle, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="block h-full rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                <Card className="h-full transition-colors hover:border-primary">
                  <CardHeader>
                    <Icon aria-hidden="true" className="mb-2 size-6 text-primary" />
                    <CardTitle className="text-base">{linkTitle}</CardTitle>
                    <CardDescription>{text}</CardDescription>
                  </CardHeader>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
