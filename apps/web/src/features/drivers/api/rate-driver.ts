import { type DriverCard, DriverCardSchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { driverKeys } from "@/lib/query-keys";

export type RateDriverInput = { driverId: string; rating: number };

export const rateDriver = ({ driverId, rating }: RateDriverInput) =>
  api.put(`/api/drivers/${encodeURIComponent(driverId)}/rating`, { rating }, DriverCardSchema);

export function useRateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateDriver,
    onSuccess: (card) => {
      queryClient.setQueryData<DriverCard[]>(driverKeys.list(), (cards) =>
        cards?.map((existing) => (existing.id === card.id ? card : existing)),
      );
    },
  });
}
