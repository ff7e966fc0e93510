import type { Job, UpdateJobInput } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "./keys";

export const updateJob = (jobId: string, input: UpdateJobInput) =>
  api.patch<Job>(`/api/jobs/${encodeURIComponent(jobId)}`, input);

export function useUpdateJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateJobInput) => updateJob(jobId, input),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(jobId), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.list() });
    },
  });
}
