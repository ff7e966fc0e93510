import { JobSchema, type UpdateJobInput } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export const updateJob = (jobId: string, input: UpdateJobInput) =>
  api.patch(`/api/jobs/${encodeURIComponent(jobId)}`, input, JobSchema);

export function useUpdateJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateJobInput) => updateJob(jobId, input),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(jobId), job);
      // Every form of the job (its read-only view too) and every list showing it.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.record(jobId) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
      ]);
    },
  });
}
