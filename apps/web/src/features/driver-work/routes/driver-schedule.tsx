import type { PublicJob } from "@haulwise/domain";
import { messages } from "@haulwise/domain";
import { format, parseISO, startOfDay } from "date-fns";
import { CalendarDaysIcon } from "lucide-react";
import { Link } from "react-router";
import { useDriverJobs } from "@/api/get-driver-jobs";
import { EmptyState } from "@/components/empty-state";
import { JobStatusBadge } from "@/components/job-status-badge";
import { PageHeader } from "@/components/page-header";
import { RetryButton } from "@/components/retry-button";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { clock } from "@/lib/clock";
import { t, translateMessage } from "@/lib/i18n";
import { relativeDay, weekdayAndDay } from "../components/start-day";

/** Jobs grouped by their start date, in date order. */
function byStartDate(jobs: PublicJob[]): [string, PublicJob[]][] {
  const groups = new Map<string, PublicJob[]>();
  for (const job of [...jobs].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    groups.set(job.startDate, [...(groups.get(job.startDate) ?? []), job]);
  }
  return [...groups];
}

function DayGroups({ groups, today }: { groups: [string, PublicJob[]][]; today: Date }) {
  return (
    <ol className="grid gap-4">
      {groups.map(([date, jobs]) => (
        <li key={date} className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6">
          <div className="sm:pt-3">
            <p className="font-semibold">{weekdayAndDay(date)}</p>
            <p className="text-sm text-muted-foreground">
              {parseISO(date).getFullYear()} · {relativeDay(date, today)}
            </p>
          </div>
          <ul className="grid gap-2">
            {jobs.map((job) => (
              <li key={job.id}>
                <Link
                  to={`/jobs/${job.id}/view`}
                  state={{ from: "/driver-schedule" }}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border bg-card p-3 outline-none transition-colors hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words">{job.title}</span>
                    <span className="block text-sm text-muted-foreground">
                      #{job.jobNumber} · {job.locationAddress ?? job.location} · {job.companyName}
                    </span>
                  </span>
                  <JobStatusBadge status={job.status} />
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** /driver-schedule: the driver's assigned jobs by start date, upcoming first. */
export function DriverScheduleRoute() {
  const jobs = useDriverJobs();
  const today = startOfDay(clock.now());
  const todayKey = format(today, "yyyy-MM-dd");
  const upcoming = byStartDate(jobs.data?.filter((job) => job.startDate >= todayKey) ?? []);
  const started = byStartDate(jobs.data?.filter((job) => job.startDate < todayKey) ?? []).reverse();

  return (
    <div className="grid gap-8">
      <PageHeader
        title={t("driver.schedule.title")}
        description={t("driver.schedule.description")}
      />
      {jobs.isPending ? (
        <Skeleton aria-hidden="true" className="h-40 rounded-xl" />
      ) : jobs.isError ? (
        <EmptyState
          icon={CalendarDaysIcon}
          title={translateMessage(messages.driverJobs.failedToLoad)}
          description={t("common.checkConnection")}
          action={<RetryButton onRetry={jobs.refetch} />}
        />
      ) : jobs.data.length === 0 ? (
        <EmptyState
          icon={CalendarDaysIcon}
          title={t("driver.schedule.emptyTitle")}
          description={t("driver.schedule.emptyDescription")}
          action={
            <Button asChild variant="outline">
              <Link to="/driver-jobs">{t("driver.available.heading")}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <section aria-labelledby="upcoming-heading" className="grid gap-4">
            <h2 id="upcoming-heading" className="text-lg font-semibold">
              {t("driver.schedule.upcoming")}
            </h2>
            {upcoming.length > 0 ? (
              <DayGroups groups={upcoming} today={today} />
            ) : (
              <p className="text-sm text-muted-foreground">{t("driver.schedule.noUpcoming")}</p>
            )}
          </section>
          {started.length > 0 ? (
            <section aria-labelledby="started-heading" className="grid gap-4">
              <h2 id="started-heading" className="text-lg font-semibold">
                {t("driver.schedule.started")}
              </h2>
              <DayGroups groups={started} today={today} />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
