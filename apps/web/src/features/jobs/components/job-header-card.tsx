import { type Job, type JobStatus, jobStatuses, messages } from "@haulwise/domain";
import { PencilIcon } from "lucide-react";
import { useId, useState } from "react";
import { useUpdateJob } from "@/api/update-job";
import { JobStatusBadge } from "@/components/job-status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessage } from "@/lib/api-error";
import { formatDate, timeAgo } from "@/lib/format";
import { currentLocale, t, translateMessage } from "@/lib/i18n";
import { jobStatusWord } from "@/lib/job-status-words";
import { toast } from "@/lib/toast";
import { EditJobDialog } from "./edit-job-dialog";

/** Title, number, status, description and times of a job, with the contractor's controls. */
export function JobHeaderCard({ job }: { job: Job }) {
  const statusId = useId();
  const [editing, setEditing] = useState(false);
  const updateJob = useUpdateJob(job.id);

  async function handleStatusChange(status: JobStatus) {
    try {
      await updateJob.mutateAsync({ status });
      toast.success(t("jobs.header.statusChanged", { status: jobStatusWord(status) }));
    } catch (error) {
      toast.error(errorMessage(error, t("jobs.header.statusFailed")));
    }
  }

  return (
    <Card className="gap-4">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-bold tracking-tight break-words">{job.title}</h1>
              <JobStatusBadge status={job.status} />
            </div>
            <p className="font-mono text-sm text-muted-foreground">#{job.jobNumber}</p>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1.5">
              <Label htmlFor={statusId} className="text-xs text-muted-foreground">
                {t("jobs.table.status")}
              </Label>
              <NativeSelect
                id={statusId}
                value={job.status}
                disabled={updateJob.isPending}
                onChange={(event) => void handleStatusChange(event.target.value as JobStatus)}
                className="w-40"
              >
                {jobStatuses.map((status) => (
                  <option key={status} value={status}>
                    {jobStatusWord(status)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              {t("jobs.edit.title")}
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="whitespace-pre-line text-sm">
          {job.description.trim() ? job.description : translateMessage(messages.jobs.noDescription)}
        </p>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">{t("jobs.form.location")}</dt>
            <dd className="font-medium break-words">{job.location}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("jobs.form.startDate")}</dt>
            <dd className="font-medium">{formatDate(job.startDate)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("jobs.table.created")}</dt>
            <dd className="font-medium">
              <time
                dateTime={job.createdAt}
                title={new Date(job.createdAt).toLocaleString(currentLocale())}
              >
                {timeAgo(job.createdAt)}
              </time>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("jobs.header.updated")}</dt>
            <dd className="font-medium">
              <time
                dateTime={job.updatedAt}
                title={new Date(job.updatedAt).toLocaleString(currentLocale())}
              >
                {timeAgo(job.updatedAt)}
              </time>
            </dd>
          </div>
        </dl>
      </CardContent>
      <EditJobDialog job={job} open={editing} onOpenChange={setEditing} />
    </Card>
  );
}
