import { geoUriOf, type PublicJob } from "@haulwise/domain";
import { Building2Icon, CalendarIcon, ChevronRightIcon, MapPinIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { JobStatusBadge } from "@/components/job-status-badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";
import { cn } from "@/lib/utils";

const focusRing = "outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60";

/**
 * A job as a driver sees it: where, when, for whom; `action` is what they can do with it.
 * A job they work opens its page from anywhere on the card, and its address opens the
 * phone's navigation.
 */
export function DriverJobCard({
  job,
  action,
  linkToView = false,
  highlighted = false,
}: {
  job: PublicJob;
  action?: React.ReactNode;
  /** Jobs the driver works open their job page. */
  linkToView?: boolean;
  highlighted?: boolean;
}) {
  const site = job.locationAddress ?? job.location;
  return (
    <Card
      id={`job-${job.id}`}
      className={cn(
        "relative h-full scroll-mt-20 gap-3 py-5",
        linkToView && "transition-colors hover:border-primary",
        highlighted && "border-primary ring-2 ring-primary/40",
      )}
    >
      <CardHeader className="px-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 font-semibold leading-snug break-words">
            {linkToView ? (
              <Link
                to={`/jobs/${job.id}/view`}
                state={{ from: "/driver-jobs" }}
                // The link covers the whole card; the address link sits above it.
                className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/60"
              >
                {job.title}
              </Link>
            ) : (
              job.title
            )}
          </h3>
          <JobStatusBadge status={job.status} />
        </div>
        <p className="font-mono text-xs text-muted-foreground">#{job.jobNumber}</p>
      </CardHeader>
      <CardContent className="grid flex-1 content-between gap-4 px-5">
        <div className="grid gap-2">
          <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">
            {job.description}
          </p>
          <ul className="grid gap-1 text-sm">
            <li className="flex items-center gap-2">
              <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              {linkToView ? (
                <a
                  href={geoUriOf({
                    latitude: job.latitude,
                    longitude: job.longitude,
                    address: site,
                  })}
                  className={cn(
                    "relative z-10 rounded-sm break-words text-primary underline underline-offset-4",
                    focusRing,
                  )}
                >
                  <span className="sr-only">{t("driver.card.navigateTo")}</span>
                  {site}
                </a>
              ) : (
                <>
                  <span className="sr-only">{t("driver.card.location")}</span>
                  <span className="break-words">{site}</span>
                </>
              )}
            </li>
            <li className="flex items-center gap-2">
              <CalendarIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span>{t("driver.card.starts", { date: formatDate(job.startDate) })}</span>
            </li>
            <li className="flex items-center gap-2">
              <Building2Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="sr-only">{t("driver.card.company")}</span>
              <span>{job.companyName}</span>
            </li>
          </ul>
        </div>
        {linkToView ? (
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary"
          >
            {t("driver.card.open")}
            <ChevronRightIcon className="size-4" />
          </span>
        ) : null}
        {action ? (
          <div className="relative z-10 flex flex-wrap items-center gap-2">{action}</div>
        ) : null}
      </CardContent>
    </Card>
  );
}
