import {
  CompanyJobListQuerySchema,
  type Job,
  type JobSort,
  jobSortFirst,
  jobStatuses,
  jobStatusLabel,
  LIST_PAGE_SIZE,
  messages,
} from "@haulwise/domain";
import { BriefcaseIcon, PlusIcon } from "lucide-react";
import type * as React from "react";
import { useEffect } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { useMe } from "@/api/get-me";
import { EmptyState } from "@/components/empty-state";
import { FilterSelect } from "@/components/list/filter-select";
import { ListBody, ListToolbar } from "@/components/list/list-body";
import { NoMatches } from "@/components/list/no-matches";
import { SearchBox } from "@/components/list/search-box";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useListParams } from "@/hooks/use-list-params";
import { splitMessage } from "@/lib/format";
import { roleOf } from "@/lib/session";
import { useJobs } from "../api/get-jobs";
import { JobsTable } from "../components/jobs-table";

const NO_JOBS: readonly Job[] = [];
const fetchError = splitMessage(messages.jobs.fetchError);
const noJobs = splitMessage(messages.jobs.noJobs);
const firstDirection = (key: string) => jobSortFirst[key as JobSort];
const statusOptions = jobStatuses.map((status) => ({
  value: status,
  label: jobStatusLabel(status),
}));

/**
 * /jobs: the company's jobs, newest first (spec part 2 §2, "Job list"), found by number,
 * title or site and filtered by status. The app layer hands in the Show Map / Hide Map panel
 * (another feature's), which shows the sites of the jobs listed.
 */
export function JobsRoute({ map }: { map?: (jobs: readonly Job[]) => React.ReactNode }) {
  const me = useMe();
  const { query, update, filtered, clear } = useListParams(CompanyJobListQuerySchema);
  const jobs = useJobs({ ...query, pageSize: LIST_PAGE_SIZE });
  const isContractor = roleOf(me.data) === "contractor";
  const counts = jobs.data?.counts;
  const sortKey = query.sort ?? "created";

  useEffect(() => {
    if (jobs.isError) {
      toast.error(fetchError.title, { description: fetchError.description, id: "jobs-fetch" });
    }
  }, [jobs.isError]);

  const addJob = (label: string) => (
    <Button asChild>
      <Link to="/jobs/new">
        <PlusIcon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Jobs"
        description={
          counts
            ? messages.lists.jobsCount(counts.total, counts.active)
            : "Every job your company runs, with its documents for drivers."
        }
        actions={isContractor ? addJob("Create Job") : null}
      />
      {map?.(jobs.data?.jobs ?? NO_JOBS)}
      <section aria-labelledby="jobs-list-heading" className="grid gap-4">
        <h2 id="jobs-list-heading" className="text-lg font-semibold">
          {messages.jobs.listHeading}
        </h2>
        <ListToolbar
          search={
            <SearchBox
              label="Search jobs"
              placeholder="Job number, title or site"
              value={query.q}
              onSearch={(q) => update({ q })}
            />
          }
        >
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            options={statusOptions}
            value={query.status}
            onChange={(status) => update({ status })}
          />
        </ListToolbar>
        <ListBody
          result={jobs}
          things="jobs"
          failedMessage="Your jobs could not be shown. Check your connection, then try again."
          isNothingYet={(answer) => !filtered && answer.counts.total === 0}
          nothingYet={
            <EmptyState
              icon={BriefcaseIcon}
              headingLevel={3}
              title={noJobs.title}
              description={noJobs.description}
              action={isContractor ? addJob("Add New Job") : null}
            />
          }
          noMatches={
            <NoMatches
              things="jobs"
              search={query.q}
              filters={query.status ? [`Status: ${jobStatusLabel(query.status)}`] : []}
              onClear={clear}
            />
          }
          rows={(answer) => (
            <JobsTable
              jobs={answer.jobs}
              sort={{ key: sortKey, dir: query.dir ?? firstDirection(sortKey) }}
              onSort={(next) => update({ sort: next.key as JobSort, dir: next.dir })}
              firstDirection={firstDirection}
              busy={jobs.isPlaceholderData}
            />
          )}
          onPage={(page) => update({ page })}
        />
      </section>
    </div>
  );
}
