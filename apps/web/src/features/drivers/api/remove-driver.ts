import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dashboardKeys, driverKeys, jobKeys, truckKeys } from "@/lib/query-keys";

export const removeDriver = (driverId: string) =>
  api.delete(`/api/drivers/${encodeURIComponent(driverId)}`);

export function useRemoveDriver() {
  return useMutation({
    mutationFn: removeDriver,
    // Their truck is freed, they leave the company's job rosters and the fleet counts change.
    meta: { invalidates: [driverKeys.all, truckKeys.all, dashboardKeys.all, jobKeys.all] },
  });
}
