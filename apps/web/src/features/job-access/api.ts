import type { GrantAccessInput, Job, JobGrant } from "@haulwise/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type JobView = Job & { access: "contractor" | "driver" | "viewer" };

const jobPath = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}`;

export const jobAccessKeys = {
  view: (jobId: string) => ["job-view", jobId] as const,
  grants: (jobId: string) => ["job-view", jobId, "grants"] as const,
};

export const getJobView = (jobId: string) => api.get<JobView>(`${jobPath(jobId)}/view`);

export const jobViewQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobAccessKeys.view(jobId), queryFn: () => getJobView(jobId) });

export function useJobView(jobId: string) {
  return useQuery(jobViewQueryOptions(jobId));
}

export const getJobGrants = async (jobId: string) =>
  (await api.get<{ grants: JobGrant[] }>(`${jobPath(jobId)}/permissions`)).grants;

export const jobGrantsQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobAccessKeys.grants(jobId), queryFn: () => getJobGrants(jobId) });

/** Only the job's company may see and change who has view access. */
export function useJobGrants(jobId: string) {
  return useQuery(jobGrantsQueryOptions(jobId));
}

export function useGrantAccess(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantAccessInput) =>
      api.post<{ granted: number }>(`${jobPath(jobId)}/permissions`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobAccessKeys.grants(jobId) }),
  });
}

export function useRevokeAccess(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete<void>(`${jobPath(jobId)}/permissions/${encodeURIComponent(userId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobAccessKeys.grants(jobId) }),
  });
}
