import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dashboardKeys, driverKeys, jobKeys, truckKeys } from "@/lib/query-keys";

export const removeDriver = (driverId: string) =>
  api.delete(`/api/drivers/${encodeURIComponent(driverId)}`);

export function useRemoveDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDriver,
    // The driver's truck is freed, they leave the company's job rosters and the fleet counts change.
    onSuccess: () =>
      Promise.all(
        [driverKeys.all, truckKeys.all, dashboardKeys.all, jobKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
