import { messages } from "@haulwise/domain";
import { useNavigate } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { errorMessage, isApiError } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useCreateJob } from "../api/create-job";
import { JobForm, type JobFormValues } from "../components/job-form";

/** Where Create Job's Cancel and success lead (spec part 2 §2, "Create Job"). */
const AFTER_CREATE = "/contractor-dashboard";

/** /jobs/new: 'Create New Job'. */
export function NewJobRoute() {
  const navigate = useNavigate();
  const createJob = useCreateJob();

  async function handleSubmit(values: JobFormValues) {
    try {
      await createJob.mutateAsync(values);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        toast.error(messages.jobs.mustBeLoggedInToCreate);
        return undefined;
      }
      toast.error(errorMessage(error, messages.jobs.errorCreating));
      return isApiError(error) ? error.issues : undefined;
    }
    toast.success(messages.jobs.created);
    await navigate(AFTER_CREATE);
    return undefined;
  }

  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader
        title={messages.jobs.createTitle}
        description="The job starts as active. Add documents and drivers once it is created."
      />
      <Card>
        <CardContent>
          <JobForm
            submitLabel="Create Job"
            pending={createJob.isPending}
            onSubmit={handleSubmit}
            onCancel={() => void navigate(AFTER_CREATE)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
