import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export type RosterAction = "assign" | "remove" | "approve";

export function changeRoster(jobId: string, action: RosterAction, driverId: string) {
  const driversPath = `/api/jobs/${encodeURIComponent(jobId)}/drivers`;
  const driverPath = `${driversPath}/${encodeURIComponent(driverId)}`;
  if (action === "assign") return api.post(driversPath, { driverId });
  if (action === "approve") return api.post(`${driverPath}/approve`);
  return api.delete(driverPath);
}

export function useChangeRoster(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, driverId }: { action: RosterAction; driverId: string }) =>
      changeRoster(jobId, action, driverId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.drivers(jobId) }),
  });
}
