import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { jobKeys } from "@/lib/query-keys";

export type RosterAction = "assign" | "remove" | "approve";
export type RosterChange = { action: RosterAction; driverId: string };

export function changeRoster(jobId: string, { action, driverId }: RosterChange) {
  const driversPath = `/api/jobs/${encodeURIComponent(jobId)}/drivers`;
  const driverPath = `${driversPath}/${encodeURIComponent(driverId)}`;
  if (action === "assign") return api.post(driversPath, { driverId });
  if (action === "approve") return api.post(`${driverPath}/approve`);
  return api.delete(driverPath);
}

export function useChangeRoster(jobId: string) {
  return useMutation({
    mutationFn: (change: RosterChange) => changeRoster(jobId, change),
    meta: { invalidates: [jobKeys.drivers(jobId)] },
  });
}
