import { type DailyMetricsEntry, OPEN_JOB_STATUSES } from "@haulwise/domain";
import { BriefcaseIcon, CalendarDaysIcon, FileTextIcon, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { Link } from "react-router";
import { useDriverJobs } from "@/api/get-driver-jobs";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ShiftControl } from "@/features/driver-tracking/components/shift-control";
import { DriverRouteMap } from "@/features/live-map/components/driver-route-map";
import { DailyMetricsForm } from "@/features/loads/components/daily-metrics-form";
import { MyLoads } from "@/features/loads/components/my-loads";
import { RecordLoadForm } from "@/features/loads/components/record-load-form";
import { TodaysMetrics } from "@/features/loads/components/todays-metrics";
import { t } from "@/lib/i18n";

const workLinks: { to: string; label: () => string; text: () => string; icon: LucideIcon }[] = [
  {
    to: "/driver-jobs",
    label: () => t("nav.myJobs"),
    text: () => t("driver.dashboard.linkJobs"),
    icon: BriefcaseIcon,
  },
  {
    to: "/driver-schedule",
    label: () => t("nav.schedule"),
    text: () => t("driver.dashboard.linkSchedule"),
    icon: CalendarDaysIcon,
  },
  {
    to: "/driver-documents",
    label: () => t("nav.documents"),
    text: () => t("driver.dashboard.linkDocuments"),
    icon: FileTextIcon,
  },
];

function NoJobs() {
  return (
    <div className="grid gap-3 text-sm">
      <p className="text-muted-foreground">{t("driver.dashboard.noJobs")}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/driver-jobs">{t("nav.myJobs")}</Link>
      </Button>
    </div>
  );
}

/**
 * /driver-dashboard (spec part 2 §2): the driver's day, composed from the features that fill
 * it. The shift control comes first on every screen size: it is what a driver touches at the
 * start and end of a shift, and the line that says whether their position is getting through.
 * Then recording loads, finishing the ones under way and the day's metrics for the driver's
 * open jobs; the Current Route map shows what their contractor sees. The specification's
 * hard-coded 'Traffic Alerts' and 'Checkpoints' sample panels are left out: Haulwise has no
 * source for either.
 */
export function DriverDashboardPage() {
  const jobs = useDriverJobs();
  const [editing, setEditing] = useState<DailyMetricsEntry | null>(null);
  const open = (jobs.data ?? []).filter((job) => OPEN_JOB_STATUSES.includes(job.status));

  const withJobs = (content: React.ReactNode) =>
    jobs.isPending ? (
      <Skeleton aria-hidden="true" className="h-40" />
    ) : open.length === 0 ? (
      <NoJobs />
    ) : (
      content
    );

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("driver.dashboard.title")}
        description={t("driver.dashboard.description")}
      />
      <ShiftControl />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t("driver.dashboard.recordLoad")}</h2>
            </CardTitle>
            <CardDescription>{t("driver.dashboard.recordLoadDescription")}</CardDescription>
          </CardHeader>
          <CardContent>{withJobs(<RecordLoadForm jobs={open} />)}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t("driver.dashboard.myLoads")}</h2>
            </CardTitle>
            <CardDescription>{t("driver.dashboard.myLoadsDescription")}</CardDescription>
          </CardHeader>
          <CardContent>
            <MyLoads jobIds={open.map((job) => job.id)} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t("driver.dashboard.dailyMetrics")}</h2>
            </CardTitle>
            <CardDescription>{t("driver.dashboard.dailyMetricsDescription")}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {withJobs(
              <DailyMetricsForm jobs={open} editing={editing} onDone={() => setEditing(null)} />,
            )}
            <TodaysMetrics onEdit={setEditing} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t("driver.dashboard.currentRoute")}</h2>
          </CardTitle>
          <CardDescription>{t("driver.dashboard.currentRouteDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <DriverRouteMap />
        </CardContent>
      </Card>
      <nav aria-label={t("driver.dashboard.yourWork")} className="grid gap-3 sm:grid-cols-3">
        {workLinks.map(({ to, label, text, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-start gap-3 rounded-lg border bg-card p-4 outline-none transition-colors hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span className="grid gap-0.5">
              <span className="font-medium">{label()}</span>
              <span className="text-sm text-muted-foreground">{text()}</span>
            </span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
