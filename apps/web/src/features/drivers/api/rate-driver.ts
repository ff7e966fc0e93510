import { type DriverCardList, DriverCardSchema } from "@haulwise/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { driverKeys } from "@/lib/query-keys";

export type RateDriverInput = { driverId: string; rating: number };

export const rateDriver = ({ driverId, rating }: RateDriverInput) =>
  api.put(`/api/drivers/${encodeURIComponent(driverId)}/rating`, { rating }, DriverCardSchema);

export function useRateDriver() {
  return useMutation({
    mutationFn: rateDriver,
    // The answer is one card of the lists: swap it in rather than fetching every page again.
    onSuccess: (card, _input, _result, { client }) =>
      client.setQueriesData<DriverCardList>({ queryKey: driverKeys.lists() }, (answer) =>
        answer
          ? {
              ...answer,
              drivers: answer.drivers.map((existing) =>
                existing.id === card.id ? card : existing,
              ),
            }
          : answer,
      ),
  });
}
