import { messages } from "@haulwise/domain";
import { BriefcaseIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { driverJobsQueryOptions, useDriverJobs } from "@/api/get-driver-jobs";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { RetryButton } from "@/components/retry-button";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import { t, translateMessage } from "@/lib/i18n";
import type { ScreenPrefetch } from "@/lib/screen-prefetch";
import { availableJobsQueryOptions } from "../api/get-available-jobs";
import { AvailableJobs } from "../components/available-jobs";
import { DriverJobCard } from "../components/driver-job-card";

/** The driver's jobs and the open ones, as DriverJobsRoute and AvailableJobs read them. */
export const prefetch: ScreenPrefetch = (queryClient) => {
  void queryClient.prefetchQuery(driverJobsQueryOptions);
  void queryClient.prefetchQuery(availableJobsQueryOptions);
};

/** /driver-jobs: the jobs the driver works, then 'Find Available Jobs'. */
export function DriverJobsRoute() {
  const jobs = useDriverJobs();
  const [params] = useSearchParams();

  return (
    <div className="grid gap-8">
      <PageHeader title={t("driver.jobs.title")} description={t("driver.jobs.description")} />
      <section aria-labelledby="my-jobs-heading" className="grid gap-4">
        <h2 id="my-jobs-heading" className="sr-only">
          {t("driver.jobs.listHeading")}
        </h2>
        {jobs.isPending ? (
          // As tall as the empty state a new driver sees, so what follows does not move.
          <Skeleton aria-hidden="true" className="h-64 rounded-xl" />
        ) : jobs.isError ? (
          <EmptyState
            icon={BriefcaseIcon}
            headingLevel={3}
            title={translateMessage(messages.driverJobs.failedToLoad)}
            description={t("common.checkConnection")}
            action={<RetryButton onRetry={jobs.refetch} />}
          />
        ) : jobs.data.length === 0 ? (
          <EmptyState
            icon={BriefcaseIcon}
            headingLevel={3}
            title={t("driver.jobs.emptyTitle")}
            description={t("driver.jobs.emptyDescription")}
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {jobs.data.map((job) => (
              <li key={job.id}>
                <DriverJobCard job={job} linkToView />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Separator />
      <AvailableJobs highlightId={params.get("job")} />
    </div>
  );
}
