import { CreditCardIcon, type LucideIcon, MapIcon } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";

type Arriving = {
  title: string;
  icon: LucideIcon;
  notice: string;
  text: string;
  /** Screens that already do part of the job: [path, label]. */
  links: [string, string][];
};

/**
 * The sidebar's screens whose features are not built yet. Each says so plainly and points to
 * the screens that exist, rather than describing what it will one day do; whoever builds one
 * replaces its route and removes its entry here.
 */
const screens = {
  subscription: {
    title: "Subscription",
    icon: CreditCardIcon,
    notice: "Plans are not available yet",
    text: "There is no plan to choose or pay for yet, and nothing in Haulwise is limited by one.",
    links: [],
  },
  "driver-map": {
    title: "Route Map",
    icon: MapIcon,
    notice: "The map is not ready yet",
    text: "Each job's site address is on its card under My Jobs and in your schedule.",
    links: [
      ["/driver-jobs", "My Jobs"],
      ["/driver-schedule", "Schedule"],
    ],
  },
} satisfies Record<string, Arriving>;

export function ArrivingPage({ screen }: { screen: keyof typeof screens }) {
  const { title, icon, notice, text, links }: Arriving = screens[screen];
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
              {links.map(([to, label]) => (
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
