import { type DailyMetricsEntry, OPEN_JOB_STATUSES } from "@haulwise/domain";
import { useState } from "react";
import { Link } from "react-router";
import { useDriverJobs } from "@/api/get-driver-jobs";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { DailyMetricsForm } from "@/features/loads/components/daily-metrics-form";
import { MyLoads } from "@/features/loads/components/my-loads";
import { RecordLoadForm } from "@/features/loads/components/record-load-form";
import { TodaysMetrics } from "@/features/loads/components/todays-metrics";

function NoJobs() {
  return (
    <div className="grid gap-3 text-sm">
      <p className="text-muted-foreground">
        You are not on an open job. Your contractor adds you to one, or you can ask to join.
      </p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/driver-jobs">My Jobs</Link>
      </Button>
    </div>
  );
}

/**
 * /driver-dashboard (spec part 2 §2): record loads and finish the ones under way, and submit
 * the day's metrics, for the driver's open jobs. The specification's hard-coded 'Traffic
 * Alerts' and 'Checkpoints' sample panels are left out: Haulwise has no source for either.
 */
export function DriverDashboardRoute() {
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
      <PageHeader title="Driver Dashboard" description="Your loads and your day's figures." />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Record a Load</h2>
            </CardTitle>
            <CardDescription>
              From your ticket: delivered now, or started at the pit to complete at the site.
            </CardDescription>
          </CardHeader>
          <CardContent>{withJobs(<RecordLoadForm jobs={open} />)}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>My Loads</h2>
            </CardTitle>
            <CardDescription>Complete a load when you deliver it.</CardDescription>
          </CardHeader>
          <CardContent>
            <MyLoads />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Submit Daily Metrics</h2>
            </CardTitle>
            <CardDescription>
              Your day on a job. Sending again for the same job today corrects it.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {withJobs(
              <DailyMetricsForm jobs={open} editing={editing} onDone={() => setEditing(null)} />,
            )}
            <TodaysMetrics onEdit={setEditing} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
