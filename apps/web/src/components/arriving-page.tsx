import { CreditCardIcon, type LucideIcon } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { LinkButtons } from "@/components/link-buttons";
import { PageHeader } from "@/components/page-header";

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
            <LinkButtons label="Available now" links={links} className="justify-center" />
          ) : null
        }
      />
    </div>
  );
}
