import type { Job } from "@haulwise/domain";
import { useUpdateJob } from "@/api/update-job";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { errorMessage, isApiError } from "@/lib/api-error";
import { t } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { JobForm, type JobFormValues } from "./job-form";

export function EditJobDialog({
  job,
  open,
  onOpenChange,
}: {
  job: Job;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const updateJob = useUpdateJob(job.id);

  async function handleSubmit(values: JobFormValues) {
    try {
      await updateJob.mutateAsync(values);
    } catch (error) {
      toast.error(errorMessage(error, t("jobs.edit.failed")));
      return isApiError(error) ? error.issues : undefined;
    }
    toast.success(t("jobs.edit.saved"));
    onOpenChange(false);
    return undefined;
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("jobs.edit.title")}</DialogTitle>
          <DialogDescription>
            {t("jobs.edit.description", { number: job.jobNumber })}
          </DialogDescription>
        </DialogHeader>
        <JobForm
          job={job}
          submitLabel={t("jobs.edit.save")}
          pending={updateJob.isPending}
          onSubmit={handleSubmit}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
