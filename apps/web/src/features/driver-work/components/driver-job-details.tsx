import { type JobView, messages } from "@haulwise/domain";
import { startOfDay } from "date-fns";
import { ArrowLeftIcon, Building2Icon, CalendarIcon, FileTextIcon, MapPinIcon } from "lucide-react";
import type * as React from "react";
import { Link, useLocation } from "react-router";
import { useJobDocuments } from "@/api/get-job-documents";
import { JobStatusBadge } from "@/components/job-status-badge";
import { PageHeader } from "@/components/page-header";
import { QueryError } from "@/components/query-error";
import { SiteLinks } from "@/components/site-links";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-error";
import { clock } from "@/lib/clock";
import { t, translateMessage } from "@/lib/i18n";
import { DocumentRow } from "./document-row";
import { MarkSiteCard } from "./mark-site-card";
import { longDay, relativeDay } from "./start-day";

/** The driver's screens a job is opened from, and what their back link says. */
const returns: Record<string, () => string> = {
  "/driver-schedule": () => t("driver.job.backToSchedule"),
  "/driver-jobs": () => t("driver.job.backToJobs"),
};

function BackLink() {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const to = typeof from === "string" && from in returns ? from : "/driver-jobs";
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
      <Link to={to}>
        <ArrowLeftIcon aria-hidden="true" />
        {returns[to]?.()}
      </Link>
    </Button>
  );
}

function JobDocuments({ jobId }: { jobId: string }) {
  const documents = useJobDocuments(jobId);
  if (documents.isPending) return <Skeleton aria-hidden="true" className="h-20 rounded-lg" />;
  if (documents.isError) {
    return (
      <QueryError
        message={errorMessage(documents.error, messages.documents.failedToLoad)}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (documents.data.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("driver.job.noDocuments")}</p>;
  }
  return (
    <ul aria-label={t("driver.job.documentsLabel")} className="divide-y rounded-lg border">
      {documents.data.map((document) => (
        <DocumentRow key={document.id} document={document} />
      ))}
    </ul>
  );
}

/**
 * A job as the driver working it reads it, on a phone in the cab: where and when first, with
 * directions in one tap, then everything the contractor wrote and sent for it. `actions` is
 * what the driver does on the job (recording a load), composed in by the app.
 */
export function DriverJobDetails({ job, actions }: { job: JobView; actions?: React.ReactNode }) {
  const site = job.locationAddress ?? job.location;
  return (
    <div className="grid gap-6">
      <BackLink />
      <PageHeader
        title={job.title}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-mono text-sm">#{job.jobNumber}</span>
            <span className="inline-flex items-center gap-1.5">
              <Building2Icon aria-hidden="true" className="size-4" />
              {job.companyName}
            </span>
            <JobStatusBadge status={job.status} />
          </span>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t("driver.job.site")}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <dl className="grid gap-3">
                <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5">
                  <dt className="row-span-2 pt-0.5">
                    <MapPinIcon aria-hidden="true" className="size-4 text-primary" />
                    <span className="sr-only">{t("driver.job.address")}</span>
                  </dt>
                  <dd className="font-medium break-words">{site}</dd>
                  {job.locationAddress && job.location !== job.locationAddress ? (
                    <dd className="text-sm text-muted-foreground">{job.location}</dd>
                  ) : null}
                </div>
                <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5">
                  <dt className="row-span-2 pt-0.5">
                    <CalendarIcon aria-hidden="true" className="size-4 text-primary" />
                    <span className="sr-only">{t("driver.job.startDate")}</span>
                  </dt>
                  <dd className="font-medium">
                    {t("driver.card.starts", { date: longDay(job.startDate) })}
                  </dd>
                  <dd className="text-sm text-muted-foreground">
                    {relativeDay(job.startDate, startOfDay(clock.now()))}
                  </dd>
                </div>
              </dl>
              <SiteLinks
                site={{ latitude: job.latitude, longitude: job.longitude, address: site }}
              />
            </CardContent>
          </Card>
          {actions}
          <MarkSiteCard jobId={job.id} />
          <Card>
            <CardHeader>
              <CardTitle>{t("driver.job.about")}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-line break-words">
                {job.description.trim()
                  ? job.description
                  : translateMessage(messages.jobs.noDescription)}
              </p>
            </CardContent>
          </Card>
        </div>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <FileTextIcon aria-hidden="true" className="size-5 text-primary" />
              {t("driver.documents.title")}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <JobDocuments jobId={job.id} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
