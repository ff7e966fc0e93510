import type { CreateJobInput, Job } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "./keys";

export const createJob = (input: CreateJobInput) => api.post<Job>("/api/jobs", input);

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.list() });
    },
  });
}
