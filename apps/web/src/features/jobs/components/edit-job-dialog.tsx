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
      toast.error(errorMessage(error, "Failed to save the job"));
      return isApiError(error) ? error.issues : undefined;
    }
    toast.success("Job updated");
    onOpenChange(false);
    return undefined;
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit job</DialogTitle>
          <DialogDescription>
            Changes show to everyone who works on or views #{job.jobNumber}.
          </DialogDescription>
        </DialogHeader>
        <JobForm
          job={job}
          submitLabel="Save changes"
          pending={updateJob.isPending}
          onSubmit={handleSubmit}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
