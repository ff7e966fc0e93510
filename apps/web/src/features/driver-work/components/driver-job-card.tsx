import type { Job } from "@haulwise/domain";
import { Building2Icon, CalendarIcon, FileTextIcon, MapPinIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { JobStatusBadge } from "@/components/job-status-badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";

/** A job as a driver sees it: where, when, for whom; `action` is what they can do with it. */
export function DriverJobCard({
  job,
  action,
  linkToView = false,
  highlighted = false,
}: {
  job: Job;
  action?: React.ReactNode;
  /** Jobs the driver works open their read-only details. */
  linkToView?: boolean;
  highlighted?: boolean;
}) {
  return (
    <Card
      id={`job-${job.id}`}
      className={cn(
        "h-full scroll-mt-20 gap-3 py-5",
        highlighted && "border-primary ring-2 ring-primary/40",
      )}
    >
      <CardHeader className="px-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 font-semibold leading-snug break-words">
            {linkToView ? (
              <Link
                to={`/jobs/${job.id}/view`}
                className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
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
          <p className="line-clamp-2 text-sm text-muted-foreground">{job.description}</p>
          <ul className="grid gap-1 text-sm">
            <li className="flex items-center gap-2">
              <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="sr-only">Location: </span>
              <span className="break-words">{job.locationAddress ?? job.location}</span>
            </li>
            <li className="flex items-center gap-2">
              <CalendarIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span>Starts {formatDate(job.startDate)}</span>
            </li>
            <li className="flex items-center gap-2">
              <Building2Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="sr-only">Company: </span>
              <span>{job.companyName}</span>
            </li>
            {linkToView ? (
              <li className="flex items-center gap-2">
                <FileTextIcon
                  aria-hidden="true"
                  className="size-4 shrink-0 text-muted-foreground"
                />
                <Link
                  to="/driver-documents"
                  className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  My documents
                </Link>
              </li>
            ) : null}
          </ul>
        </div>
        {action ? <div className="flex flex-wrap items-center gap-2">{action}</div> : null}
      </CardContent>
    </Card>
  );
}
