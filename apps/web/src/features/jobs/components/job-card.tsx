import type { Job } from "@haulwise/domain";
import { CalendarIcon, FileTextIcon } from "lucide-react";
import { Link } from "react-router";
import { JobStatusBadge } from "@/components/job-status-badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatDate } from "@/lib/format";

const documentsLabel = (count: number) => `${count} ${count === 1 ? "document" : "documents"}`;

/** One job in the 'Jobs & Documents' grid; the whole card opens the job. */
export function JobCard({ job }: { job: Job }) {
  return (
    <Link
      to={`/jobs/${job.id}`}
      className="group block h-full rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      <Card className="h-full gap-3 py-5 transition-colors group-hover:border-primary">
        <CardHeader className="px-5">
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 font-semibold leading-snug break-words">{job.title}</h3>
            <JobStatusBadge status={job.status} />
          </div>
          <p className="font-mono text-xs text-muted-foreground">#{job.jobNumber}</p>
        </CardHeader>
        <CardContent className="grid flex-1 content-between gap-4 px-5">
          <p className="line-clamp-2 text-sm text-muted-foreground">{job.description}</p>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <FileTextIcon aria-hidden="true" className="size-3.5" />
              {documentsLabel(job.documentCount)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarIcon aria-hidden="true" className="size-3.5" />
              Created {formatDate(job.createdAt)}
            </span>
          </div>
        </CardContent>
      </Card>
    </Link>
  );
}
