import { TruckSchema } from "@haulwise/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { invalidateTruckChange } from "./get-trucks";

export const retireTruck = (truckId: string) =>
  api.post(`/api/trucks/${encodeURIComponent(truckId)}/retire`, undefined, TruckSchema);

export function useRetireTruck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireTruck,
    onSuccess: () => invalidateTruckChange(queryClient),
  });
}
