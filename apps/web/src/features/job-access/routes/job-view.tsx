import { dashboardPathFor, type JobView, messages } from "@haulwise/domain";
import { ArrowLeftIcon, EyeIcon } from "lucide-react";
import type * as React from "react";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useMe } from "@/api/get-me";
import { JobStatusBadge } from "@/components/job-status-badge";
import { LoadingScreen } from "@/components/loading-screen";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-error";
import { formatDate } from "@/lib/format";
import { t, translateMessage } from "@/lib/i18n";

import { roleOf } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useJobView } from "../api/get-job-view";
import { PermissionsPanel } from "../components/permissions-panel";

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

function accessNote(job: JobView): string {
  if (job.access === "viewer") return t("access.note.viewer", { company: job.companyName });
  if (job.access === "driver") return t("access.note.driver", { company: job.companyName });
  return t("access.note.contractor");
}

/**
 * /jobs/{jobId}/view: read-only details for the job's company, its drivers and people given
 * View access, plus the access panel for the company (spec part 2 §2, "Job view"). A driver
 * working the job reads the page the app layer hands in as `driverPage`.
 */
export function JobViewRoute({
  driverPage,
}: {
  driverPage?: (job: JobView) => React.ReactNode;
} = {}) {
  const { jobId = "" } = useParams();
  const navigate = useNavigate();
  const me = useMe();
  const job = useJobView(jobId);
  const role = roleOf(me.data);
  // /jobs is the contractor's list; anyone else would only meet the guard there.
  const backTo = role === "contractor" ? "/jobs" : dashboardPathFor(role);

  useEffect(() => {
    if (!job.isError) return;
    toast.error(errorMessage(job.error, messages.jobs.errorLoadingJobDetails), { id: "job-view" });
    void navigate(backTo, { replace: true });
  }, [job.isError, job.error, navigate, backTo]);

  if (job.isPending || job.isError) return <LoadingScreen label={t("jobs.detail.loading")} />;
  const details = job.data;
  if (details.access === "driver" && driverPage) return driverPage(details);

  return (
    <div className="grid gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={details.access === "contractor" ? `/jobs/${details.id}` : backTo}>
            <ArrowLeftIcon aria-hidden="true" />
            {details.access === "contractor" ? t("access.backToJob") : t("access.back")}
          </Link>
        </Button>
      </div>
      <PageHeader
        title={details.title}
        description={
          <span className="inline-flex items-start gap-2">
            <EyeIcon aria-hidden="true" className="mt-1 size-4 shrink-0" />
            {accessNote(details)}
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t("access.details")}</CardTitle>
            <CardDescription>{details.companyName}</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label={t("jobs.form.title")}>{details.title}</Detail>
              <Detail label={t("access.jobNumber")}>
                <span className="font-mono">{details.jobNumber}</span>
              </Detail>
              <Detail label={t("jobs.table.status")}>
                <JobStatusBadge status={details.status} />
              </Detail>
              <Detail label={t("jobs.form.startDate")}>{formatDate(details.startDate)}</Detail>
              <Detail label={t("jobs.form.location")}>{details.location}</Detail>
              {details.locationAddress ? (
                <Detail label={t("jobs.form.address")}>{details.locationAddress}</Detail>
              ) : null}
              <div className="grid gap-1 sm:col-span-2">
                <dt className="text-sm text-muted-foreground">{t("jobs.form.description")}</dt>
                <dd className="whitespace-pre-line break-words">
                  {details.description.trim()
                    ? details.description
                    : translateMessage(messages.jobs.noDescription)}
                </dd>
              </div>
              <div className="grid gap-1 sm:col-span-2">
                <dt className="text-sm text-muted-foreground">{t("access.jobId")}</dt>
                <dd className="font-mono text-xs break-all text-muted-foreground">{details.id}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
        {details.access === "contractor" ? <PermissionsPanel jobId={details.id} /> : null}
      </div>
    </div>
  );
}
