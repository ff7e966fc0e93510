import {
  type CompanyJobListQuery,
  CompanyJobListQuerySchema,
  type Job,
  jobListOrder,
  jobStatuses,
  messages,
} from "@haulwise/domain";
import { BriefcaseIcon, PlusIcon } from "lucide-react";
import type * as React from "react";
import { useEffect } from "react";
import { Link } from "react-router";
import { useMe } from "@/api/get-me";
import { EmptyState } from "@/components/empty-state";
import { type ListFilter, ListView } from "@/components/list/list-view";
import { PageHeader } from "@/components/page-header";
import { announcedAsButton, Button } from "@/components/ui/button";
import { listPageOf, useListParams } from "@/hooks/use-list-params";
import { splitMessage } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";
import { jobStatusWord } from "@/lib/job-status-words";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { roleOf } from "@/lib/session";
import { toast } from "@/lib/toast";
import { jobsQueryOptions, useJobs } from "../api/get-jobs";
import { JobsTable } from "../components/jobs-table";

const NO_JOBS: readonly Job[] = [];
const filters = (): ListFilter<CompanyJobListQuery>[] => [
  {
    param: "status",
    label: t("jobs.table.status"),
    allLabel: t("jobs.list.allStatuses"),
    options: jobStatuses.map((status) => ({ value: status, label: jobStatusWord(status) })),
  },
];

/** The page of jobs the address asks for, as JobsRoute reads it. */
export const prefetchJobs: ScreenPrefetch = (queryClient, url) => {
  void queryClient.prefetchQuery(
    jobsQueryOptions(listPageOf(CompanyJobListQuerySchema, url.searchParams)),
  );
};

/**
 * /jobs: the company's jobs, newest first (spec part 2 §2, "Job list"), found by number,
 * title or site and filtered by status. The app layer hands in the Show Map / Hide Map panel
 * (another feature's), which shows the sites of the jobs listed.
 */
export function JobsRoute({ map }: { map?: (jobs: readonly Job[]) => React.ReactNode }) {
  const me = useMe();
  const params = useListParams(CompanyJobListQuerySchema);
  const jobs = useJobs(params.pageQuery);
  const isContractor = roleOf(me.data) === "contractor";
  const counts = jobs.data?.counts;

  useEffect(() => {
    if (jobs.isError) {
      const fetchError = splitMessage(translateMessage(messages.jobs.fetchError));
      toast.error(fetchError.title, { description: fetchError.description, id: "jobs-fetch" });
    }
  }, [jobs.isError]);

  const noJobs = splitMessage(translateMessage(messages.jobs.noJobs));
  const addJob = (label: string) => (
    <Button asChild {...announcedAsButton}>
      <Link to="/jobs/new">
        <PlusIcon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("jobs.list.title")}
        descriptionPending={jobs.isPending}
        description={
          counts
            ? t("jobs.list.count", { total: counts.total, active: counts.active })
            : t("jobs.list.description")
        }
        actions={isContractor ? addJob(t("jobs.list.create")) : null}
      />
      {map?.(jobs.data?.jobs ?? NO_JOBS)}
      <section aria-labelledby="jobs-list-heading" className="grid gap-4">
        <h2 id="jobs-list-heading" className="text-lg font-semibold">
          {translateMessage(messages.jobs.listHeading)}
        </h2>
        <ListView
          params={params}
          result={jobs}
          things="jobs"
          search={{
            label: t("jobs.list.searchLabel"),
            placeholder: t("jobs.list.searchPlaceholder"),
          }}
          filters={filters()}
          order={jobListOrder}
          failedMessage={t("jobs.list.failed")}
          hasNone={(answer) => answer.counts.total === 0}
          nothingYet={
            <EmptyState
              icon={BriefcaseIcon}
              headingLevel={3}
              title={noJobs.title}
              description={noJobs.description}
              action={isContractor ? addJob(t("jobs.list.addNew")) : null}
            />
          }
          rows={(answer, view) => <JobsTable jobs={answer.jobs} {...view} />}
        />
      </section>
    </div>
  );
}
