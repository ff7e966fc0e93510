import type { Destination } from "@haulwise/domain";
import { CopyIcon, ExternalLinkIcon, NavigationIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { siteLinksOf } from "@/lib/directions";
import { t } from "@/lib/i18n";
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
      toast.success(t("ui.site.copied"));
    } catch {
      toast.error(t("ui.site.copyFailed"));
    }
  }

  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Button asChild>
        <a href={links.geo}>
          <NavigationIcon aria-hidden="true" />
          {t("ui.site.navigate")}
        </a>
      </Button>
      {links.web ? (
        <Button asChild variant="outline">
          <a href={links.web} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon aria-hidden="true" />
            {t("ui.site.directionsWeb")}
            <span className="sr-only"> {t("ui.opensInNewTab")}</span>
          </a>
        </Button>
      ) : null}
      {canCopy ? (
        <Button variant="outline" onClick={() => void handleCopy()}>
          <CopyIcon aria-hidden="true" />
          {t("ui.site.copy")}
        </Button>
      ) : null}
    </div>
  );
}
