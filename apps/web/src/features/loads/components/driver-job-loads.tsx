import { type JobStatus, OPEN_JOB_STATUSES } from "@haulwise/domain";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { t } from "@/lib/i18n";
import { AddTicketPrompt } from "./add-ticket-prompt";
import { WaitingToSend } from "./queued-work";
import { RecordLoadForm } from "./record-load-form";
import { useLiveJobLoads } from "./use-live-loads";

/**
 * Recording a load from the driver's page of one job: the ticket form with the job chosen,
 * and what waits on the device to be sent. Nothing for a job that is no longer open.
 */
export function DriverJobLoads({
  job,
}: {
  job: { id: string; title: string; jobNumber: string; status: JobStatus };
}) {
  useLiveJobLoads(job.id);
  if (!OPEN_JOB_STATUSES.includes(job.status)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("driver.dashboard.recordLoad")}</h2>
        </CardTitle>
        <CardDescription>{t("driver.dashboard.recordLoadDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AddTicketPrompt jobId={job.id} />
        <WaitingToSend />
        <RecordLoadForm jobs={[job]} fixedJobId={job.id} />
      </CardContent>
    </Card>
  );
}
