import type { JobDriver } from "@haulwise/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "./keys";

const jobPath = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}`;

export const getJobRoster = async (jobId: string) =>
  (await api.get<{ drivers: JobDriver[] }>(`${jobPath(jobId)}/drivers`)).drivers;

export const jobRosterQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.roster(jobId), queryFn: () => getJobRoster(jobId) });

export function useJobRoster(jobId: string) {
  return useQuery(jobRosterQueryOptions(jobId));
}

export type RosterAction = "assign" | "remove" | "approve";

export function changeRoster(jobId: string, action: RosterAction, driverId: string) {
  const driverPath = `${jobPath(jobId)}/drivers/${encodeURIComponent(driverId)}`;
  if (action === "assign") return api.post<void>(`${jobPath(jobId)}/drivers`, { driverId });
  if (action === "approve") return api.post<void>(`${driverPath}/approve`);
  return api.delete<void>(driverPath);
}

export function useChangeRoster(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, driverId }: { action: RosterAction; driverId: string }) =>
      changeRoster(jobId, action, driverId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.roster(jobId) }),
  });
}
