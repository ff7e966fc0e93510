import { type CreateJobInput, JobSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const createJob = (input: CreateJobInput) => api.post("/api/jobs", input, JobSchema);

export function useCreateJob() {
  return useMutation({
    mutationFn: createJob,
    // Opening the new job later needs no request.
    onSuccess: (job, _input, _result, { client }) =>
      client.setQueryData(jobKeys.detail(job.id), job),
    meta: { invalidates: [jobKeys.lists()] },
  });
}
