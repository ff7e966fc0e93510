import type { DriverCard } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { fleetKeys } from "@/lib/fleet-keys";

export function useRateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ driverId, rating }: { driverId: string; rating: number }) =>
      api.put<DriverCard>(`/api/drivers/${encodeURIComponent(driverId)}/rating`, { rating }),
    onSuccess: (card) => {
      queryClient.setQueryData<DriverCard[]>(fleetKeys.drivers, (cards) =>
        cards?.map((existing) => (existing.id === card.id ? card : existing)),
      );
    },
  });
}

export function useRemoveDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (driverId: string) =>
      api.delete<void>(`/api/drivers/${encodeURIComponent(driverId)}`),
    // The driver's truck is freed and the fleet counts change with them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
