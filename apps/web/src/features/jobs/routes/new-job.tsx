import { messages } from "@haulwise/domain";
import { useNavigate } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { errorMessage, isApiError } from "@/lib/api-error";
import { t, translateMessage } from "@/lib/i18n";
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
        title={translateMessage(messages.jobs.createTitle)}
        description={t("jobs.new.description")}
      />
      <Card>
        <CardContent>
          <JobForm
            submitLabel={t("jobs.list.create")}
            pending={createJob.isPending}
            onSubmit={handleSubmit}
            onCancel={() => void navigate(AFTER_CREATE)}
          />
        </CardContent>
      </Card>
    </div>
  );
}
