import { JobSchema, type UpdateJobInput } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const updateJob = (jobId: string, input: UpdateJobInput) =>
  api.patch(`/api/jobs/${encodeURIComponent(jobId)}`, input, JobSchema);

export function useUpdateJob(jobId: string) {
  return useMutation({
    mutationFn: (input: UpdateJobInput) => updateJob(jobId, input),
    // Every form of the job (its read-only view too) and every list showing it.
    meta: { updates: jobKeys.detail(jobId), invalidates: [jobKeys.record(jobId), jobKeys.lists()] },
  });
}
