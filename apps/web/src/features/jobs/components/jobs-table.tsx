import type { Job } from "@haulwise/domain";
import { ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { JobStatusBadge } from "@/components/job-status-badge";
import {
  AZ,
  type Column,
  DataTable,
  type DataTableView,
  EARLY_LATE,
  OLD_NEW,
} from "@/components/list/data-table";
import { formatDate } from "@/lib/format";
import { t } from "@/lib/i18n";

const jobPath = (job: Job) => `/jobs/${encodeURIComponent(job.id)}`;
const siteOf = (job: Job) => job.locationAddress ?? job.location;

const linkClass =
  "rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";

const columns = (): Column<Job>[] => [
  {
    id: "title",
    header: t("jobs.table.job"),
    sort: { key: "title", words: AZ },
    cell: (job) => (
      <div className="grid min-w-48 gap-0.5">
        <Link to={jobPath(job)} className={linkClass}>
          {job.title}
        </Link>
        <span className="font-mono text-xs text-muted-foreground">#{job.jobNumber}</span>
        <span className="line-clamp-2 max-w-md text-xs break-words whitespace-normal text-muted-foreground">
          {job.description}
        </span>
      </div>
    ),
  },
  {
    id: "site",
    header: t("jobs.table.site"),
    sort: { key: "site", words: AZ },
    cell: (job) => <span className="line-clamp-2 min-w-40 break-words">{siteOf(job)}</span>,
  },
  {
    id: "status",
    header: t("jobs.table.status"),
    sort: { key: "status", words: AZ },
    cell: (job) => <JobStatusBadge status={job.status} />,
  },
  {
    id: "startDate",
    header: t("jobs.table.starts"),
    sort: { key: "startDate", words: EARLY_LATE },
    cell: (job) => <span className="whitespace-nowrap">{formatDate(job.startDate)}</span>,
  },
  {
    id: "documents",
    header: t("jobs.detail.tabDocuments"),
    cell: (job) => <span className="tabular-nums">{job.documentCount}</span>,
    className: "text-right",
  },
  {
    id: "created",
    header: t("jobs.table.created"),
    sort: { key: "created", words: OLD_NEW },
    cell: (job) => <span className="whitespace-nowrap">{formatDate(job.createdAt)}</span>,
  },
];

/** A job as a phone lists it: what, where, when, and two lines of what it is; the whole row opens it. */
function CompactJob({ job }: { job: Job }) {
  return (
    <Link
      to={jobPath(job)}
      className="flex items-center gap-3 px-4 py-3 outline-none hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset"
    >
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0 font-medium break-words">{job.title}</span>
          <JobStatusBadge status={job.status} className="shrink-0" />
        </span>
        <span className="truncate text-sm text-muted-foreground">
          #{job.jobNumber} · {siteOf(job)}
        </span>
        <span className="line-clamp-2 text-sm break-words text-muted-foreground">
          {job.description}
        </span>
        <span className="text-xs text-muted-foreground">
          {t("jobs.table.startsOn", { date: formatDate(job.startDate) })} ·{" "}
          {t("jobs.table.documentCount", { count: job.documentCount })}
        </span>
      </span>
      <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </Link>
  );
}

/** The company's jobs: a table whose titles open each job, or rows that do on a phone. */
export function JobsTable({ jobs, ...view }: { jobs: readonly Job[] } & DataTableView) {
  return (
    <DataTable
      label={t("jobs.list.title")}
      columns={columns()}
      rows={jobs}
      rowKey={(job) => job.id}
      compactRow={(job) => <CompactJob job={job} />}
      {...view}
    />
  );
}
