import type { Destination } from "@haulwise/domain";
import { CopyIcon, ExternalLinkIcon, NavigationIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { siteLinksOf } from "@/lib/directions";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

/**
 * Directions to a job site in one tap: the phone's navigation app (a `geo:` link), the
 * configured directions page when there is one, and the address to paste elsewhere.
 */
export function SiteLinks({ site, className }: { site: Destination; className?: string }) {
  const links = siteLinksOf(site);
  // Only secure pages (https, localhost) may write to the clipboard.
  const canCopy = typeof navigator !== "undefined" && Boolean(navigator.clipboard);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(site.address);
      toast.success("Address copied");
    } catch {
      toast.error("The address could not be copied. Select it and copy it instead.");
    }
  }

  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Button asChild>
        <a href={links.geo}>
          <NavigationIcon aria-hidden="true" />
          Navigate to the site
        </a>
      </Button>
      {links.web ? (
        <Button asChild variant="outline">
          <a href={links.web} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon aria-hidden="true" />
            Directions on the web
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      ) : null}
      {canCopy ? (
        <Button variant="outline" onClick={() => void handleCopy()}>
          <CopyIcon aria-hidden="true" />
          Copy address
        </Button>
      ) : null}
    </div>
  );
}
