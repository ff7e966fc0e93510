import { type Job, messages } from "@haulwise/domain";
import { BriefcaseIcon, PlusIcon } from "lucide-react";
import type * as React from "react";
import { useEffect } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { useMe } from "@/api/get-me";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { RetryButton } from "@/components/retry-button";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { splitMessage } from "@/lib/format";
import { roleOf } from "@/lib/session";
import { useJobs } from "../api/get-jobs";
import { JobCard } from "../components/job-card";

const NO_JOBS: readonly Job[] = [];
const fetchError = splitMessage(messages.jobs.fetchError);
const noJobs = splitMessage(messages.jobs.noJobs);

function JobsGridSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <li key={key}>
          <Skeleton className="h-44 rounded-xl" />
        </li>
      ))}
    </ul>
  );
}

/**
 * /jobs: the company's jobs as cards, newest first (spec part 2 §2, "Job list"). The app
 * layer hands in the Show Map / Hide Map panel (another feature's).
 */
export function JobsRoute({ map }: { map?: (jobs: readonly Job[]) => React.ReactNode }) {
  const me = useMe();
  const jobs = useJobs();
  const isContractor = roleOf(me.data) === "contractor";

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
        description="Every job your company runs, with its documents for drivers."
        actions={isContractor ? addJob("Create Job") : null}
      />
      {map?.(jobs.data ?? NO_JOBS)}
      <section
        aria-labelledby="jobs-grid-heading"
        aria-busy={jobs.isPending}
        className="grid gap-4"
      >
        <h2 id="jobs-grid-heading" className="text-lg font-semibold">
          {messages.jobs.listHeading}
        </h2>
        {jobs.isPending ? (
          <JobsGridSkeleton />
        ) : jobs.isError ? (
          <EmptyState
            icon={BriefcaseIcon}
            headingLevel={3}
            title="Your jobs could not be shown"
            description="Check your connection, then try again."
            action={<RetryButton onRetry={jobs.refetch} />}
          />
        ) : jobs.data.length === 0 ? (
          <EmptyState
            icon={BriefcaseIcon}
            headingLevel={3}
            title={noJobs.title}
            description={noJobs.description}
            action={isContractor ? addJob("Add New Job") : null}
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {jobs.data.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
